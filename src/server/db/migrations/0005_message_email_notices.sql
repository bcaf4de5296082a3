CREATE TABLE "message_email_notices" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_notified_at" timestamp (3) with time zone,
	"last_message_created_at" timestamp (3) with time zone,
	"claimed_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "message_email_notices" ADD CONSTRAINT "message_email_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_unread_created_idx" ON "messages" USING btree ("created_at") WHERE "messages"."read" = false;