CREATE TYPE "public"."hospital_profile_status" AS ENUM('draft', 'submitted', 'changes_requested', 'approved');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'profile_approved';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'profile_changes_requested';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'accreditation_expired';--> statement-breakpoint
CREATE TABLE "hospital_accreditations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hospital_id" uuid NOT NULL,
	"body" varchar(16) NOT NULL,
	"number" varchar(50) NOT NULL,
	"expires_on" date NOT NULL,
	"evidence_storage_key" varchar(100) NOT NULL,
	"evidence_wrapped_key" text NOT NULL,
	"evidence_media_type" varchar(50) NOT NULL,
	"evidence_size_bytes" bigint NOT NULL,
	"verified_at" timestamp with time zone,
	"badge_removed_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospital_accreditations_evidence_storage_key_unique" UNIQUE("evidence_storage_key")
);
--> statement-breakpoint
CREATE TABLE "hospital_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hospital_id" uuid NOT NULL,
	"caption" varchar(200) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"avif_storage_key" varchar(100) NOT NULL,
	"avif_wrapped_key" text NOT NULL,
	"avif_size_bytes" integer NOT NULL,
	"webp_storage_key" varchar(100) NOT NULL,
	"webp_wrapped_key" text NOT NULL,
	"webp_size_bytes" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospital_photos_avif_storage_key_unique" UNIQUE("avif_storage_key"),
	CONSTRAINT "hospital_photos_webp_storage_key_unique" UNIQUE("webp_storage_key"),
	CONSTRAINT "hospital_photos_size_positive" CHECK ("hospital_photos"."width" > 0 and "hospital_photos"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "hospital_profiles" (
	"hospital_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" varchar(200),
	"country" varchar(2),
	"city" varchar(100),
	"address" varchar(500),
	"website" varchar(200),
	"licence_number" varchar(50),
	"specialties" text[] DEFAULT '{}' NOT NULL,
	"languages" varchar(2)[] DEFAULT '{}' NOT NULL,
	"doctors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "hospital_profile_status" DEFAULT 'draft' NOT NULL,
	"review_note" text,
	"submitted_at" timestamp with time zone,
	"first_approved_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hospital_accreditations" ADD CONSTRAINT "hospital_accreditations_hospital_id_users_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_photos" ADD CONSTRAINT "hospital_photos_hospital_id_users_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_profiles" ADD CONSTRAINT "hospital_profiles_hospital_id_users_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hospital_accreditations_hospital_idx" ON "hospital_accreditations" USING btree ("hospital_id","created_at");--> statement-breakpoint
CREATE INDEX "hospital_accreditations_badge_expiry_idx" ON "hospital_accreditations" USING btree ("expires_on") WHERE "hospital_accreditations"."verified_at" is not null and "hospital_accreditations"."badge_removed_at" is null;--> statement-breakpoint
CREATE INDEX "hospital_photos_hospital_idx" ON "hospital_photos" USING btree ("hospital_id","created_at");--> statement-breakpoint
CREATE INDEX "hospital_profiles_submitted_idx" ON "hospital_profiles" USING btree ("submitted_at","hospital_id") WHERE "hospital_profiles"."status" = 'submitted';