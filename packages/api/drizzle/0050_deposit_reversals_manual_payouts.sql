-- Deposits (docs/PRODUCT.md §19): a won dispute's money coming back is a line of the deposit that
-- holds it (deposit_disputes of kind `reversal`, its figures negative), so a dispute may be in two
-- deposits, once as each kind; a payout the church made by hand in Stripe's dashboard is a deposit of
-- one line (`manual`); a failed payout names the later deposit its money came back in, where the
-- accounting export books it; a refund of the processor is one row of contribution_refunds, made by
-- the console or, from Stripe's dashboard, by whichever of Stripe's refund.created and the payout
-- comes first.
DROP INDEX "deposit_disputes_dispute_unique";--> statement-breakpoint
ALTER TABLE "deposit_disputes" ADD COLUMN "kind" text DEFAULT 'withdrawal' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "returned_in_deposit_id" integer;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_returned_in_deposit_id_deposits_id_fk" FOREIGN KEY ("returned_in_deposit_id") REFERENCES "public"."deposits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_disputes_dispute_kind_unique" ON "deposit_disputes" USING btree ("dispute_id","kind");--> statement-breakpoint
ALTER TABLE "deposit_disputes" ADD CONSTRAINT "deposit_disputes_kind" CHECK ("deposit_disputes"."kind" IN ('withdrawal', 'reversal'));--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_manual" CHECK ("deposits"."source" = 'stripe' OR NOT "deposits"."manual");--> statement-breakpoint
CREATE UNIQUE INDEX "contribution_refunds_processor_refund_unique" ON "contribution_refunds" USING btree ("organization_id","processor_refund_id");
