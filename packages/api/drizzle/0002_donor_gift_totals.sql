CREATE TABLE "donor_gift_totals" (
	"organization_id" integer NOT NULL,
	"donor_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"gift_count" bigint NOT NULL,
	"succeeded_count" bigint NOT NULL,
	"succeeded_amount" bigint NOT NULL,
	CONSTRAINT "donor_gift_totals_organization_id_donor_user_id_kind_pk" PRIMARY KEY("organization_id","donor_user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "donor_gift_totals" ADD CONSTRAINT "donor_gift_totals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_gift_totals" ADD CONSTRAINT "donor_gift_totals_donor_user_id_users_id_fk" FOREIGN KEY ("donor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contributions_donor_created_idx" ON "contributions" USING btree ("organization_id","donor_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contributions_donor_refunded_idx" ON "contributions" USING btree ("organization_id","donor_user_id","refunded_at","id") WHERE "contributions"."refunded_at" is not null;--> statement-breakpoint
-- Kept by the database itself so no write path (a gift, the recurring engine, a refund, a recurring gift
-- deleted and its gifts set to one-time, a donor or church removed) can leave it behind.
CREATE FUNCTION "contributions_keep_donor_gift_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "donor_gift_totals"
    SET "gift_count" = "gift_count" - 1,
        "succeeded_count" = "succeeded_count" - CASE WHEN OLD."status" = 'succeeded' THEN 1 ELSE 0 END,
        "succeeded_amount" = "succeeded_amount" - CASE WHEN OLD."status" = 'succeeded' THEN OLD."amount" ELSE 0 END
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
      CASE WHEN NEW."status" = 'succeeded' THEN NEW."amount" ELSE 0 END
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
CREATE TRIGGER "contributions_keep_donor_gift_totals"
AFTER INSERT OR DELETE OR UPDATE OF "organization_id", "donor_user_id", "recurring_giving_id", "status", "amount"
ON "contributions"
FOR EACH ROW EXECUTE FUNCTION "contributions_keep_donor_gift_totals"();
--> statement-breakpoint
INSERT INTO "donor_gift_totals" ("organization_id", "donor_user_id", "kind", "gift_count", "succeeded_count", "succeeded_amount")
SELECT "organization_id", "donor_user_id",
       CASE WHEN "recurring_giving_id" IS NULL THEN 'one_time' ELSE 'recurring' END,
       count(*),
       count(*) FILTER (WHERE "status" = 'succeeded'),
       coalesce(sum("amount") FILTER (WHERE "status" = 'succeeded'), 0)
FROM "contributions"
GROUP BY 1, 2, 3;
