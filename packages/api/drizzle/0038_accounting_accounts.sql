CREATE TABLE "church_accounting_accounts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"bank_account" text,
	"fees_account" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_accounting_accounts" (
	"fund_id" integer PRIMARY KEY NOT NULL,
	"income_account" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "church_accounting_accounts" ADD CONSTRAINT "church_accounting_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_accounting_accounts" ADD CONSTRAINT "fund_accounting_accounts_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;