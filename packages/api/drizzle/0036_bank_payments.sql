CREATE TABLE "sandbox_bank_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"bank_name" text NOT NULL,
	"last_four" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_type" text NOT NULL,
	"debit_outcome" text DEFAULT 'succeed' NOT NULL,
	"added_by_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "bank_payments_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "payment_method_type" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "settles_on" date;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "bank_mandate_version" text;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "bank_mandate_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "bank_mandate_ip" text;--> statement-breakpoint
ALTER TABLE "sandbox_bank_accounts" ADD CONSTRAINT "sandbox_bank_accounts_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_bank_accounts_customer_id_idx" ON "sandbox_bank_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "contributions_processing_idx" ON "contributions" USING btree ("settles_on") WHERE "contributions"."status" = 'processing';--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_payment_method_type" CHECK ("contributions"."payment_method_type" IN ('card', 'bank'));--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_bank_mandate" CHECK ("contributions"."payment_method_type" = 'card' OR ("contributions"."bank_mandate_version" IS NOT NULL AND "contributions"."bank_mandate_accepted_at" IS NOT NULL AND "contributions"."settles_on" IS NOT NULL));--> statement-breakpoint
-- Bank payments are on for every USD church (new ones by the default); a church in another currency cannot take them.
UPDATE "organizations" SET "bank_payments_enabled" = false WHERE "currency" <> 'USD';
