-- A church with several primary letters keeps its oldest one as primary; a church with letters but
-- none primary gets its oldest as primary, so every church with letters has exactly one.
UPDATE "letter_templates" SET "is_primary" = false WHERE "is_primary" AND "id" <> (SELECT min(t."id") FROM "letter_templates" t WHERE t."organization_id" = "letter_templates"."organization_id" AND t."is_primary");--> statement-breakpoint
UPDATE "letter_templates" SET "is_primary" = true WHERE "id" IN (SELECT min(t."id") FROM "letter_templates" t GROUP BY t."organization_id" HAVING NOT bool_or(t."is_primary"));--> statement-breakpoint
CREATE UNIQUE INDEX "letter_templates_one_primary_per_church" ON "letter_templates" USING btree ("organization_id") WHERE "letter_templates"."is_primary";
