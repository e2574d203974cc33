CREATE TABLE "admin_activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prefixed_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"source" text NOT NULL,
	"actor_prefixed_id" text,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_activity_prefixed_id_unique" UNIQUE("prefixed_id"),
	CONSTRAINT "admin_activity_source" CHECK ("admin_activity"."source" IN ('console', 'cli'))
);
--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "offline_method" text;--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "giving_message" text;--> statement-breakpoint
ALTER TABLE "admin_activity" ADD CONSTRAINT "admin_activity_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_activity_organization_idx" ON "admin_activity" USING btree ("organization_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "contributions_organization_date_idx" ON "contributions" USING btree ("organization_id","date","id");--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_offline_method" CHECK ("contributions"."offline_method" IS NULL OR "contributions"."offline_method" IN ('cash', 'cheque'));--> statement-breakpoint
-- The administrators' activity is a record of what happened: rows are added, never changed or removed.
CREATE FUNCTION "admin_activity_never_edited"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_activity rows are never edited or removed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "admin_activity_never_edited" BEFORE UPDATE OR DELETE ON "admin_activity"
  FOR EACH ROW EXECUTE FUNCTION "admin_activity_never_edited"();
