-- The weekly email of the donor lists (docs/PRODUCT.md §15): one row per church and week, written in
-- the transaction that queues the week's emails (exactly once), with the lists' sizes next week's
-- email compares with; and the administrators who turned the email off for themselves.
CREATE TABLE "donor_list_email_opt_outs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donor_list_weekly_emails" (
	"organization_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"sizes" jsonb NOT NULL,
	"emails_queued" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_list_weekly_emails_organization_id_week_start_pk" PRIMARY KEY("organization_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "donor_list_email_opt_outs" ADD CONSTRAINT "donor_list_email_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_list_email_opt_outs" ADD CONSTRAINT "donor_list_email_opt_outs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_list_weekly_emails" ADD CONSTRAINT "donor_list_weekly_emails_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;