CREATE TABLE "pledges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pledges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prefixed_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"donor_user_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"source" text NOT NULL,
	"recorded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "pledges_prefixed_id_unique" UNIQUE("prefixed_id"),
	CONSTRAINT "pledges_amount_positive" CHECK ("pledges"."amount" > 0),
	CONSTRAINT "pledges_source" CHECK ("pledges"."source" IN ('donor', 'administrator'))
);
--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_donor_user_id_users_id_fk" FOREIGN KEY ("donor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pledges_active_unique" ON "pledges" USING btree ("campaign_id","donor_user_id") WHERE "pledges"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "pledges_donor_idx" ON "pledges" USING btree ("organization_id","donor_user_id");