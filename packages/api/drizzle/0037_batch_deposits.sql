ALTER TABLE "deposits" ADD COLUMN "gift_batch_id" integer;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_gift_batch_id_gift_batches_id_fk" FOREIGN KEY ("gift_batch_id") REFERENCES "public"."gift_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gift_batch_unique" ON "deposits" USING btree ("gift_batch_id");--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_source" CHECK ("deposits"."source" IN ('sandbox', 'stripe', 'batch'));--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_batch" CHECK (("deposits"."source" = 'batch') = ("deposits"."gift_batch_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_batch_figures" CHECK ("deposits"."source" <> 'batch' OR ("deposits"."fees" = 0 AND "deposits"."refunds" = 0 AND "deposits"."disputes" = 0 AND "deposits"."carried_in" = 0 AND "deposits"."status" = 'paid'));--> statement-breakpoint
-- Batches committed before batches were deposits become theirs now: the batch's date, its gifts as
-- lines (no fee) and its total as the database adds them, the batch's id as the deposit's reference.
INSERT INTO "deposits" ("prefixed_id", "organization_id", "source", "payout_id", "payout_date", "arrival_date", "status", "gross", "net", "gift_batch_id")
SELECT 'dep_' || substr(md5(random()::text || clock_timestamp()::text || b."id"::text), 1, 24), b."organization_id", 'batch', b."prefixed_id", b."batch_date", b."batch_date", 'paid', sums."total", sums."total", b."id"
FROM "gift_batches" b
CROSS JOIN LATERAL (
  SELECT coalesce(sum(c."amount"), 0)::integer AS "total"
  FROM "gift_batch_entries" e JOIN "contributions" c ON c."id" = e."contribution_id"
  WHERE e."batch_id" = b."id"
) sums
WHERE b."status" = 'committed';--> statement-breakpoint
INSERT INTO "deposit_gifts" ("deposit_id", "contribution_id", "amount", "fee")
SELECT d."id", c."id", c."amount", 0
FROM "deposits" d
JOIN "gift_batch_entries" e ON e."batch_id" = d."gift_batch_id"
JOIN "contributions" c ON c."id" = e."contribution_id"
WHERE d."source" = 'batch';
