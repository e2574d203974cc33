CREATE TABLE "recurring_manage_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recurring_manage_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"link_id" text NOT NULL,
	"recurring_giving_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_manage_links_link_id_unique" UNIQUE("link_id")
);
--> statement-breakpoint
ALTER TABLE "recurring_manage_links" ADD CONSTRAINT "recurring_manage_links_recurring_giving_id_recurring_givings_id_fk" FOREIGN KEY ("recurring_giving_id") REFERENCES "public"."recurring_givings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_manage_links" ADD CONSTRAINT "recurring_manage_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_manage_links_gift_idx" ON "recurring_manage_links" USING btree ("recurring_giving_id");