CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reward_points_ledger_user_idx" ON "reward_points_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_tickets_created_idx" ON "support_tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_email_lower_idx" ON "support_tickets" USING btree (lower("email"));