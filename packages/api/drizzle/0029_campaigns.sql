CREATE TABLE "campaign_funds" (
	"campaign_id" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "campaign_funds_campaign_id_fund_id_pk" PRIMARY KEY("campaign_id","fund_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_slugs" (
	"organization_id" integer NOT NULL,
	"slug" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_slugs_organization_id_slug_pk" PRIMARY KEY("organization_id","slug")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prefixed_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"goal" bigint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_prefixed_id_unique" UNIQUE("prefixed_id"),
	CONSTRAINT "campaigns_goal_positive" CHECK ("campaigns"."goal" > 0),
	CONSTRAINT "campaigns_dates" CHECK ("campaigns"."start_date" IS NULL OR "campaigns"."end_date" IS NULL OR "campaigns"."start_date" <= "campaigns"."end_date"),
	CONSTRAINT "campaigns_status" CHECK ("campaigns"."status" IN ('open', 'closed', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_funds" ADD CONSTRAINT "campaign_funds_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_funds" ADD CONSTRAINT "campaign_funds_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_slugs" ADD CONSTRAINT "campaign_slugs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_slugs" ADD CONSTRAINT "campaign_slugs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_slugs_campaign_idx" ON "campaign_slugs" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaigns_organization_idx" ON "campaigns" USING btree ("organization_id","id");--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD CONSTRAINT "recurring_givings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contributions_campaign_idx" ON "contributions" USING btree ("campaign_id","status") WHERE "contributions"."campaign_id" is not null;