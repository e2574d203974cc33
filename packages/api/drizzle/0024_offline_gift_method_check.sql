-- The console writes "Check" (US English), so an offline gift's stored method becomes `check`
-- instead of `cheque`. Drop the old rule, rewrite the stored gifts, then allow only the new word.
-- Safe to run again: the drop tolerates a missing rule, the update finds nothing left to change,
-- and the rule is added back after its drop.
ALTER TABLE "contributions" DROP CONSTRAINT IF EXISTS "contributions_offline_method";--> statement-breakpoint
UPDATE "contributions" SET "offline_method" = 'check' WHERE "offline_method" = 'cheque';--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_offline_method" CHECK ("contributions"."offline_method" IS NULL OR "contributions"."offline_method" IN ('cash', 'check'));
