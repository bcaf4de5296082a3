CREATE TYPE "public"."notification_kind" AS ENUM('bid_received', 'bid_accepted', 'bid_rejected', 'quote_changed', 'quote_withdrawn', 'bid_deadline_near', 'message_received', 'grievance_answered', 'review_published');--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"link" varchar(300) NOT NULL,
	"treatment_request_id" uuid,
	"subject_id" uuid,
	"summary" varchar(200) NOT NULL,
	"read_at" timestamp (3) with time zone,
	"emailed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_emails_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_unemailed_created_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."emailed_at" is null;