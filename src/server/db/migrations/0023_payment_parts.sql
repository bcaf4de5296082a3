CREATE TYPE "public"."payment_part" AS ENUM('full', 'deposit', 'balance');--> statement-breakpoint
DROP INDEX "payments_bid_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "part" "payment_part" DEFAULT 'full' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_bid_part_key" ON "payments" USING btree ("bid_id","part");