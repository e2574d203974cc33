CREATE TABLE "gift_confirmations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"link_id" text NOT NULL,
	"recurring_charge_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"payment_intent_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_confirmations_link_id_unique" UNIQUE("link_id")
);
--> statement-breakpoint
ALTER TABLE "gift_confirmations" ADD CONSTRAINT "gift_confirmations_recurring_charge_id_recurring_charges_id_fk" FOREIGN KEY ("recurring_charge_id") REFERENCES "public"."recurring_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_confirmations" ADD CONSTRAINT "gift_confirmations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_confirmations_charge_idx" ON "gift_confirmations" USING btree ("recurring_charge_id");