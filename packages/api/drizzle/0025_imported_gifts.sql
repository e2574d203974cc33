ALTER TABLE "contributions" DROP CONSTRAINT "contributions_offline_method";--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "import_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_import_key_unique" ON "contributions" USING btree ("organization_id","import_key");--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_offline_method" CHECK ("contributions"."offline_method" IS NULL OR "contributions"."offline_method" IN ('cash', 'check', 'card', 'bank', 'other'));