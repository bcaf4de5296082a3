DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "bids_request_created_idx";--> statement-breakpoint
DROP INDEX "bids_hospital_created_idx";--> statement-breakpoint
DROP INDEX "payments_patient_idx";--> statement-breakpoint
DROP INDEX "payments_hospital_idx";--> statement-breakpoint
DROP INDEX "referrals_referrer_created_idx";--> statement-breakpoint
DROP INDEX "support_tickets_status_created_idx";--> statement-breakpoint
DROP INDEX "symptom_checker_sessions_user_idx";--> statement-breakpoint
DROP INDEX "testimonials_verified_created_idx";--> statement-breakpoint
DROP INDEX "testimonials_hospital_idx";--> statement-breakpoint
DROP INDEX "treatment_requests_patient_created_idx";--> statement-breakpoint
DROP INDEX "treatment_requests_open_created_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bids_request_created_idx" ON "bids" USING btree ("treatment_request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bids_hospital_created_idx" ON "bids" USING btree ("hospital_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_patient_idx" ON "payments" USING btree ("patient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_hospital_idx" ON "payments" USING btree ("hospital_id","created_at","id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_created_idx" ON "referrals" USING btree ("referrer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_status_created_idx" ON "support_tickets" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "symptom_checker_sessions_user_idx" ON "symptom_checker_sessions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "testimonials_verified_created_idx" ON "testimonials" USING btree ("verified","created_at","id");--> statement-breakpoint
CREATE INDEX "testimonials_hospital_idx" ON "testimonials" USING btree ("hospital_id","verified","created_at","id");--> statement-breakpoint
CREATE INDEX "treatment_requests_patient_created_idx" ON "treatment_requests" USING btree ("patient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "treatment_requests_open_created_idx" ON "treatment_requests" USING btree ("created_at","id") WHERE "treatment_requests"."status" = 'open';