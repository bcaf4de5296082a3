ALTER TYPE "public"."notification_kind" ADD VALUE 'admission_date_set';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'balance_due';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'booking_cancelled';--> statement-breakpoint
CREATE TABLE "bookings" (
	"bid_id" uuid PRIMARY KEY NOT NULL,
	"admission_date" date,
	"balance_reminder_for" date,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancellation_refund_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_reminder_idx" ON "bookings" USING btree ("admission_date") WHERE "bookings"."cancelled_at" is null and "bookings"."admission_date" is not null and "bookings"."balance_reminder_for" is distinct from "bookings"."admission_date";