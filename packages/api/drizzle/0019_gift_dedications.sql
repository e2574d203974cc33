CREATE TABLE "gift_dedications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_dedications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"contribution_id" integer,
	"recurring_giving_id" integer,
	"kind" text NOT NULL,
	"person_name" text NOT NULL,
	"notify_email" text,
	"notify_sender" text,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_dedications_contribution_id_unique" UNIQUE("contribution_id"),
	CONSTRAINT "gift_dedications_recurring_giving_id_unique" UNIQUE("recurring_giving_id"),
	CONSTRAINT "gift_dedications_kind" CHECK ("gift_dedications"."kind" IN ('honor', 'memory')),
	CONSTRAINT "gift_dedications_gift" CHECK ("gift_dedications"."contribution_id" IS NOT NULL OR "gift_dedications"."recurring_giving_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "gift_dedications" ADD CONSTRAINT "gift_dedications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_dedications" ADD CONSTRAINT "gift_dedications_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_dedications" ADD CONSTRAINT "gift_dedications_recurring_giving_id_recurring_givings_id_fk" FOREIGN KEY ("recurring_giving_id") REFERENCES "public"."recurring_givings"("id") ON DELETE cascade ON UPDATE no action;