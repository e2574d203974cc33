ALTER TABLE "payment_methods" ALTER COLUMN "exp_month" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ALTER COLUMN "exp_year" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "method_type" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "bank_account_type" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "bank_mandate_version" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "bank_mandate_text" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "bank_mandate_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "bank_mandate_ip" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_card_or_bank" CHECK (("payment_methods"."method_type" = 'card' AND "payment_methods"."exp_month" IS NOT NULL AND "payment_methods"."exp_year" IS NOT NULL) OR ("payment_methods"."method_type" = 'bank' AND "payment_methods"."bank_mandate_version" IS NOT NULL AND "payment_methods"."bank_mandate_text" IS NOT NULL AND "payment_methods"."bank_mandate_accepted_at" IS NOT NULL));