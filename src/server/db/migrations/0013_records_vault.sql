CREATE TYPE "public"."record_document_type" AS ENUM('imaging', 'lab_report', 'prescription', 'discharge_summary', 'other');--> statement-breakpoint
CREATE TYPE "public"."record_media_type" AS ENUM('application/pdf', 'image/jpeg', 'image/png', 'application/dicom');--> statement-breakpoint
CREATE TABLE "medical_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"treatment_request_id" uuid,
	"title" varchar(200) NOT NULL,
	"document_type" "record_document_type" NOT NULL,
	"document_date" date NOT NULL,
	"media_type" "record_media_type" NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" varchar(100) NOT NULL,
	"wrapped_key" text NOT NULL,
	"dicom_study_date" date,
	"dicom_modality" varchar(16),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_records_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "medical_records_size_positive" CHECK ("medical_records"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "record_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"accessor_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_treatment_request_id_treatment_requests_id_fk" FOREIGN KEY ("treatment_request_id") REFERENCES "public"."treatment_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_access_log" ADD CONSTRAINT "record_access_log_record_id_medical_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."medical_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_access_log" ADD CONSTRAINT "record_access_log_accessor_id_users_id_fk" FOREIGN KEY ("accessor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_records_patient_created_idx" ON "medical_records" USING btree ("patient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "record_access_log_record_created_idx" ON "record_access_log" USING btree ("record_id","created_at","id");