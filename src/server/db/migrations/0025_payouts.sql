CREATE TYPE "public"."payout_account_status" AS ENUM('pending', 'complete');--> statement-breakpoint
CREATE TYPE "public"."payout_release_reason" AS ENUM('patient_confirmed', 'auto_release');--> statement-breakpoint
CREATE TABLE "hospital_payout_accounts" (
	"hospital_id" uuid PRIMARY KEY NOT NULL,
	"stripe_account_id" text NOT NULL,
	"status" "payout_account_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"bid_id" uuid PRIMARY KEY NOT NULL,
	"hospital_id" uuid NOT NULL,
	"reason" "payout_release_reason" NOT NULL,
	"released_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"amount_cents" integer,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"stripe_transfer_id" text,
	"paid_out_at" timestamp with time zone,
	CONSTRAINT "payouts_paid_out_whole" CHECK (("payouts"."stripe_transfer_id" is null) = ("payouts"."paid_out_at" is null) and ("payouts"."stripe_transfer_id" is null) = ("payouts"."amount_cents" is null))
);
--> statement-breakpoint
ALTER TABLE "hospital_payout_accounts" ADD CONSTRAINT "hospital_payout_accounts_hospital_id_users_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_hospital_id_users_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hospital_payout_accounts_stripe_key" ON "hospital_payout_accounts" USING btree ("stripe_account_id");--> statement-breakpoint
CREATE INDEX "payouts_hospital_idx" ON "payouts" USING btree ("hospital_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_transfer_key" ON "payouts" USING btree ("stripe_transfer_id");