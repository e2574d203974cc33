-- Deposits that tie out to the bank (docs/PRODUCT.md §19): a refund made in Stripe's dashboard is a
-- change in the church's Activity (source `stripe`); a refund Stripe says failed or was canceled is
-- marked so (failed_at) and the deposit that takes its money back again has a `failure` line beside
-- the refund's; a failed payout's money coming back (Stripe's payout_failure) is kept by the failed
-- payout's id, so its deposit written later still finds the deposit it came back in.
CREATE TABLE "deposit_payout_failures" (
	"deposit_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"payout_id" text NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_activity" DROP CONSTRAINT "admin_activity_source";--> statement-breakpoint
DROP INDEX "deposit_refunds_refund_unique";--> statement-breakpoint
ALTER TABLE "contribution_refunds" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD COLUMN "kind" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_payout_failures" ADD CONSTRAINT "deposit_payout_failures_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_payout_failures" ADD CONSTRAINT "deposit_payout_failures_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_payout_failures_payout_unique" ON "deposit_payout_failures" USING btree ("organization_id","payout_id");--> statement-breakpoint
CREATE INDEX "deposit_payout_failures_deposit_idx" ON "deposit_payout_failures" USING btree ("deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_refunds_refund_kind_unique" ON "deposit_refunds" USING btree ("refund_id","kind");--> statement-breakpoint
ALTER TABLE "admin_activity" ADD CONSTRAINT "admin_activity_source" CHECK ("admin_activity"."source" IN ('console', 'cli', 'stripe'));--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_kind" CHECK ("deposit_refunds"."kind" IN ('refund', 'failure'));