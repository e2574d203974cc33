-- Merging duplicate donors (docs/PRODUCT.md §24): each merge of one donor record into another, with
-- the ids of exactly the rows it moved (and of those that stayed), so its undo moves back only those.
-- A record stands merged into at most one other at a time (the partial unique index).
CREATE TABLE "donor_merges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donor_merges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prefixed_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"kept_user_id" integer NOT NULL,
	"merged_user_id" integer NOT NULL,
	"merged_by_user_id" integer,
	"merged_by_label" text NOT NULL,
	"moved" jsonb NOT NULL,
	"stayed" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_label" text,
	CONSTRAINT "donor_merges_prefixed_id_unique" UNIQUE("prefixed_id"),
	CONSTRAINT "donor_merges_two_records" CHECK ("donor_merges"."kept_user_id" <> "donor_merges"."merged_user_id")
);
--> statement-breakpoint
ALTER TABLE "donor_merges" ADD CONSTRAINT "donor_merges_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "donor_merges" ADD CONSTRAINT "donor_merges_kept_user_id_users_id_fk" FOREIGN KEY ("kept_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "donor_merges" ADD CONSTRAINT "donor_merges_merged_user_id_users_id_fk" FOREIGN KEY ("merged_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "donor_merges" ADD CONSTRAINT "donor_merges_merged_by_user_id_users_id_fk" FOREIGN KEY ("merged_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "donor_merges_organization_idx" ON "donor_merges" USING btree ("organization_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "donor_merges_one_standing" ON "donor_merges" USING btree ("merged_user_id") WHERE "donor_merges"."undone_at" is null;
--> statement-breakpoint
CREATE INDEX "donor_merges_kept_idx" ON "donor_merges" USING btree ("kept_user_id");