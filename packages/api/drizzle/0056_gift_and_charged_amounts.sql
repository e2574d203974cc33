-- One word, one meaning (docs/CONTRACTS.md "Gift amounts"): a recurring gift's "amount" was the gift
-- before any covered fee, a contribution's the total the donor was charged. Each column is renamed
-- for what it holds, and so are its funds' parts; no value changes.
ALTER TABLE "recurring_givings" RENAME COLUMN "amount" TO "gift_amount";--> statement-breakpoint
ALTER TABLE "recurring_givings" RENAME CONSTRAINT "recurring_givings_amount_positive" TO "recurring_givings_gift_amount_positive";--> statement-breakpoint
ALTER TABLE "recurring_giving_funds" RENAME COLUMN "amount" TO "gift_amount";--> statement-breakpoint
ALTER TABLE "contributions" RENAME COLUMN "amount" TO "charged_amount";--> statement-breakpoint
ALTER TABLE "contribution_funds" RENAME COLUMN "amount" TO "charged_amount";--> statement-breakpoint
-- The donor totals' trigger names the column in its body, which PostgreSQL keeps as text; its
-- "UPDATE OF" list follows the rename by itself. Otherwise as 0016 left it.
CREATE OR REPLACE FUNCTION "contributions_keep_donor_gift_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "donor_gift_totals"
    SET "gift_count" = "gift_count" - 1,
        "succeeded_count" = "succeeded_count" - CASE WHEN OLD."status" = 'succeeded' THEN 1 ELSE 0 END,
        "succeeded_amount" = "succeeded_amount" - CASE WHEN OLD."status" = 'succeeded' THEN OLD."charged_amount" - OLD."refunded_amount" ELSE 0 END
    WHERE "organization_id" = OLD."organization_id"
      AND "donor_user_id" = OLD."donor_user_id"
      AND "kind" = CASE WHEN OLD."recurring_giving_id" IS NULL THEN 'one_time' ELSE 'recurring' END;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "donor_gift_totals" AS "totals" ("organization_id", "donor_user_id", "kind", "gift_count", "succeeded_count", "succeeded_amount")
    VALUES (
      NEW."organization_id",
      NEW."donor_user_id",
      CASE WHEN NEW."recurring_giving_id" IS NULL THEN 'one_time' ELSE 'recurring' END,
      1,
      CASE WHEN NEW."status" = 'succeeded' THEN 1 ELSE 0 END,
      CASE WHEN NEW."status" = 'succeeded' THEN NEW."charged_amount" - NEW."refunded_amount" ELSE 0 END
    )
    ON CONFLICT ("organization_id", "donor_user_id", "kind") DO UPDATE
    SET "gift_count" = "totals"."gift_count" + 1,
        "succeeded_count" = "totals"."succeeded_count" + EXCLUDED."succeeded_count",
        "succeeded_amount" = "totals"."succeeded_amount" + EXCLUDED."succeeded_amount";
  END IF;
  RETURN NULL;
END;
$$;
