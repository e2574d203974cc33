-- Deposits from Stripe's payouts (docs/PRODUCT.md §19): a payout's balance transactions that are none
-- of the church's gifts, refunds or disputes become one "Other activity" figure, part of the net.
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_ties_out";--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "other_activity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_other_activity" CHECK ("deposits"."source" = 'stripe' OR "deposits"."other_activity" = 0);--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_ties_out" CHECK ("deposits"."net" = "deposits"."gross" - "deposits"."fees" - "deposits"."refunds" - "deposits"."disputes" + "deposits"."carried_in" + "deposits"."other_activity");