CREATE TYPE "public"."exchange_rate_source" AS ENUM('ecb', 'manual');--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" varchar(3) NOT NULL,
	"units_per_usd" numeric(18, 8) NOT NULL,
	"rate_date" date NOT NULL,
	"source" "exchange_rate_source" NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."units_per_usd" > 0),
	CONSTRAINT "exchange_rates_currency_code" CHECK ("exchange_rates"."currency" ~ '^[A-Z]{3}$' and "exchange_rates"."currency" <> 'USD')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_currency" varchar(3) DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_date_key" ON "exchange_rates" USING btree ("currency","rate_date");--> statement-breakpoint
CREATE INDEX "exchange_rates_updated_by_idx" ON "exchange_rates" USING btree ("updated_by");