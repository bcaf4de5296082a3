CREATE TYPE "public"."dispute_outcome" AS ENUM('release', 'partial_refund', 'full_refund');--> statement-breakpoint
CREATE TYPE "public"."dispute_status" AS ENUM('open', 'decided');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'dispute_opened';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'dispute_decided';--> statement-breakpoint
ALTER TYPE "public"."payout_release_reason" ADD VALUE 'dispute_decided';--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bid_id" uuid NOT NULL,
	"status" "dispute_status" DEFAULT 'open' NOT NULL,
	"reason" text NOT NULL,
	"support_ticket_id" uuid,
	"outcome" "dispute_outcome",
	"refund_cents" integer,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_decided_whole" CHECK (("disputes"."status" = 'open') = ("disputes"."outcome" is null) and ("disputes"."outcome" is null) = ("disputes"."decided_at" is null) and ("disputes"."outcome" is null) = ("disputes"."refund_cents" is null)),
	CONSTRAINT "disputes_refund_not_negative" CHECK ("disputes"."refund_cents" is null or "disputes"."refund_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_support_ticket_id_support_tickets_id_fk" FOREIGN KEY ("support_ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_bid_key" ON "disputes" USING btree ("bid_id");--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("created_at","id") WHERE "disputes"."status" = 'open';