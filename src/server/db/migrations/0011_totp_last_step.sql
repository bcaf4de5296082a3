-- The throttle is keyed by the e-mail address typed (ADR 0033), no longer by account; the
-- per-account counts cannot be carried over, and dropping them only forgets recent failures.
DELETE FROM "sign_in_throttle";--> statement-breakpoint
ALTER TABLE "sign_in_throttle" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "sign_in_throttle" ADD COLUMN "email_key" text PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;
