-- What the processor charged the church for each dispute besides its amount (docs/PRODUCT.md §22).
-- Disputes recorded before: Stripe's $15.00 where the funds were withdrawn, nothing for an inquiry
-- (Stripe's warning_… statuses), which takes no money.
ALTER TABLE "contribution_disputes" ADD COLUMN "fee" integer;--> statement-breakpoint
UPDATE "contribution_disputes" SET "fee" = CASE WHEN "status" LIKE 'warning%' THEN 0 ELSE 1500 END;--> statement-breakpoint
ALTER TABLE "contribution_disputes" ALTER COLUMN "fee" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contribution_disputes" ADD CONSTRAINT "contribution_disputes_fee" CHECK ("contribution_disputes"."fee" >= 0);
