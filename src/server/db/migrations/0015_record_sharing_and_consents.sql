CREATE TYPE "public"."consent_end_reason" AS ENUM('withdrawn', 'renewed');--> statement-breakpoint
CREATE TYPE "public"."consent_purpose" AS ENUM('health_data', 'cross_border_sharing', 'marketing_email');--> statement-breakpoint
CREATE TYPE "public"."document_request_status" AS ENUM('open', 'answered', 'declined');--> statement-breakpoint
CREATE TYPE "public"."grant_revoke_reason" AS ENUM('patient', 'consent_withdrawn');--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "consent_purpose" NOT NULL,
	"text_version" integer NOT NULL,
	"given_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"end_reason" "consent_end_reason",
	CONSTRAINT "consents_end_reason_with_end" CHECK (("consents"."ended_at" IS NULL) = ("consents"."end_reason" IS NULL)),
	CONSTRAINT "consents_ended_after_given" CHECK ("consents"."ended_at" IS NULL OR "consents"."ended_at" >= "consents"."given_at")
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_request_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"message" varchar(500) NOT NULL,
	"status" "document_request_status" DEFAULT 'open' NOT NULL,
	"answered_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_requests_answered_with_status" CHECK (("document_requests"."status" = 'open') = ("document_requests"."answered_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "record_grant_records" (
	"grant_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	CONSTRAINT "record_grant_records_grant_id_record_id_pk" PRIMARY KEY("grant_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "record_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"treatment_request_id" uuid NOT NULL,
	"purpose" varchar(500) NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"revoked_reason" "grant_revoke_reason",
	"document_request_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_grants_expires_after_created" CHECK ("record_grants"."expires_at" > "record_grants"."created_at"),
	CONSTRAINT "record_grants_revoked_with_reason" CHECK (("record_grants"."revoked_at" IS NULL) = ("record_grants"."revoked_reason" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_treatment_request_id_treatment_requests_id_fk" FOREIGN KEY ("treatment_request_id") REFERENCES "public"."treatment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_hospital_id_users_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_grant_records" ADD CONSTRAINT "record_grant_records_grant_id_record_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."record_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_grant_records" ADD CONSTRAINT "record_grant_records_record_id_medical_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."medical_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_grants" ADD CONSTRAINT "record_grants_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_grants" ADD CONSTRAINT "record_grants_hospital_id_users_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_grants" ADD CONSTRAINT "record_grants_treatment_request_id_treatment_requests_id_fk" FOREIGN KEY ("treatment_request_id") REFERENCES "public"."treatment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_grants" ADD CONSTRAINT "record_grants_document_request_id_document_requests_id_fk" FOREIGN KEY ("document_request_id") REFERENCES "public"."document_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consents_one_in_force_idx" ON "consents" USING btree ("user_id","purpose") WHERE "consents"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "consents_user_given_idx" ON "consents" USING btree ("user_id","given_at");--> statement-breakpoint
CREATE INDEX "document_requests_patient_created_idx" ON "document_requests" USING btree ("patient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "document_requests_hospital_created_idx" ON "document_requests" USING btree ("hospital_id","created_at","id");--> statement-breakpoint
CREATE INDEX "document_requests_request_idx" ON "document_requests" USING btree ("treatment_request_id");--> statement-breakpoint
CREATE INDEX "record_grant_records_record_idx" ON "record_grant_records" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "record_grants_patient_created_idx" ON "record_grants" USING btree ("patient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "record_grants_hospital_request_idx" ON "record_grants" USING btree ("hospital_id","treatment_request_id");