ALTER TYPE "public"."bid_status" ADD VALUE 'withdrawn';--> statement-breakpoint
DROP INDEX "bids_one_live_per_hospital_request";--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "excluded_services" text[];--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "lead_doctor_name" varchar(100);--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "lead_doctor_specialty" varchar(200);--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "hospital_nights" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "recovery_days" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "follow_up_consultations" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "valid_until" date DEFAULT (current_date + 30) NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "price_change_conditions" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "previous_total_price" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "revised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "treatment_requests" ADD COLUMN "bid_deadline" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_live_per_hospital_request" ON "bids" USING btree ("treatment_request_id","hospital_id") WHERE "bids"."status" in ('pending', 'accepted');--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_hospital_nights_range" CHECK ("bids"."hospital_nights" between 0 and 365);--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_recovery_days_range" CHECK ("bids"."recovery_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_follow_ups_range" CHECK ("bids"."follow_up_consultations" between 0 and 50);