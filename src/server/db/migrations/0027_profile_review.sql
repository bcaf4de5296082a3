ALTER TABLE "hospital_photos" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hospital_profiles" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
UPDATE "hospital_photos" SET "approved_at" = "hospital_photos"."created_at" FROM "hospital_profiles" WHERE "hospital_profiles"."hospital_id" = "hospital_photos"."hospital_id" AND "hospital_profiles"."first_approved_at" IS NOT NULL;
