-- Corrected copies sent from a merge's summary (docs/PRODUCT.md §24): a donor's statement or a
-- household's letter for a year, kept so the summary says it was sent after a reload.
CREATE TABLE "statement_corrections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"donor_merge_id" integer NOT NULL,
	"year" integer NOT NULL,
	"user_id" integer,
	"household_id" integer,
	"sent_by_label" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_corrections_one_addressee" CHECK (("statement_corrections"."user_id" is null) <> ("statement_corrections"."household_id" is null))
);
--> statement-breakpoint
ALTER TABLE "statement_corrections" ADD CONSTRAINT "statement_corrections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_corrections" ADD CONSTRAINT "statement_corrections_donor_merge_id_donor_merges_id_fk" FOREIGN KEY ("donor_merge_id") REFERENCES "public"."donor_merges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_corrections" ADD CONSTRAINT "statement_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_corrections" ADD CONSTRAINT "statement_corrections_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_corrections_merge_idx" ON "statement_corrections" USING btree ("donor_merge_id");