CREATE TABLE "recurring_gift_moves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recurring_gift_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"old_key" text NOT NULL,
	"old_subscription_id" text,
	"recurring_giving_id" integer NOT NULL,
	"old_paused_at" timestamp with time zone,
	"old_canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recurring_gift_moves" ADD CONSTRAINT "recurring_gift_moves_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_gift_moves" ADD CONSTRAINT "recurring_gift_moves_recurring_giving_id_recurring_givings_id_fk" FOREIGN KEY ("recurring_giving_id") REFERENCES "public"."recurring_givings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_gift_moves_old_key_unique" ON "recurring_gift_moves" USING btree ("organization_id","old_key");