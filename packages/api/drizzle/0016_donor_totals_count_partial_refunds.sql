-- A partly refunded gift counts for what the church kept in the donor's totals, as it does in the
-- church's: a succeeded gift of $100 refunded $30 counts $70 (reports/countedAmounts.ts). A refund
-- changes only "refunded_amount" until all is back, so the trigger now follows that column too.
CREATE OR REPLACE FUNCTION "contributions_keep_donor_gift_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "donor_gift_totals"
    SET "gift_count" = "gift_count" - 1,
        "succeeded_count" = "succeeded_count" - CASE WHEN OLD."status" = 'succeeded' THEN 1 ELSE 0 END,
        "succeeded_amount" = "succeeded_amount" - CASE WHEN OLD."status" = 'succeeded' THEN OLD."amount" - OLD."refunded_amount" ELSE 0 END
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
      CASE WHEN NEW."status" = 'succeeded' THEN NEW."amount" - NEW."refunded_amount" ELSE 0 END
    )
    ON CONFLICT ("organization_id", "donor_user_id", "kind") DO UPDATE
    SET "gift_count" = "totals"."gift_count" + 1,
        "succeeded_count" = "totals"."succeeded_count" + EXCLUDED."succeeded_count",
        "succeeded_amount" = "totals"."succeeded_amount" + EXCLUDED."succeeded_amount";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "contributions_keep_donor_gift_totals" ON "contributions";
--> statement-breakpoint
CREATE TRIGGER "contributions_keep_donor_gift_totals"
AFTER INSERT OR DELETE OR UPDATE OF "organization_id", "donor_user_id", "recurring_giving_id", "status", "amount", "refunded_amount"
ON "contributions"
FOR EACH ROW EXECUTE FUNCTION "contributions_keep_donor_gift_totals"();
--> statement-breakpoint
-- Gifts partly refunded before this migration: their donors' totals counted in full until now.
UPDATE "donor_gift_totals" AS "totals"
SET "succeeded_amount" = "counted"."succeeded_amount"
FROM (
  SELECT "organization_id", "donor_user_id",
         CASE WHEN "recurring_giving_id" IS NULL THEN 'one_time' ELSE 'recurring' END AS "kind",
         coalesce(sum("amount" - "refunded_amount") FILTER (WHERE "status" = 'succeeded'), 0) AS "succeeded_amount"
  FROM "contributions"
  GROUP BY 1, 2, 3
) AS "counted"
WHERE "totals"."organization_id" = "counted"."organization_id"
  AND "totals"."donor_user_id" = "counted"."donor_user_id"
  AND "totals"."kind" = "counted"."kind"
  AND "totals"."succeeded_amount" <> "counted"."succeeded_amount";
