CREATE TABLE "deposit_disputes" (
	"deposit_id" integer NOT NULL,
	"dispute_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_gifts" (
	"deposit_id" integer NOT NULL,
	"contribution_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_refunds" (
	"deposit_id" integer NOT NULL,
	"refund_id" integer NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prefixed_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"source" text NOT NULL,
	"payout_id" text NOT NULL,
	"payout_date" date NOT NULL,
	"arrival_date" date NOT NULL,
	"status" text NOT NULL,
	"gross" integer DEFAULT 0 NOT NULL,
	"fees" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"disputes" integer DEFAULT 0 NOT NULL,
	"carried_in" integer DEFAULT 0 NOT NULL,
	"net" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_prefixed_id_unique" UNIQUE("prefixed_id"),
	CONSTRAINT "deposits_ties_out" CHECK ("deposits"."net" = "deposits"."gross" - "deposits"."fees" - "deposits"."refunds" - "deposits"."disputes" + "deposits"."carried_in"),
	CONSTRAINT "deposits_carried_in" CHECK ("deposits"."carried_in" <= 0),
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" IN ('paid', 'carried', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "deposit_disputes" ADD CONSTRAINT "deposit_disputes_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_disputes" ADD CONSTRAINT "deposit_disputes_dispute_id_contribution_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."contribution_disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_gifts" ADD CONSTRAINT "deposit_gifts_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_gifts" ADD CONSTRAINT "deposit_gifts_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_refund_id_contribution_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."contribution_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_disputes_dispute_unique" ON "deposit_disputes" USING btree ("dispute_id");--> statement-breakpoint
CREATE INDEX "deposit_disputes_deposit_idx" ON "deposit_disputes" USING btree ("deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_gifts_contribution_unique" ON "deposit_gifts" USING btree ("contribution_id");--> statement-breakpoint
CREATE INDEX "deposit_gifts_deposit_idx" ON "deposit_gifts" USING btree ("deposit_id","contribution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_refunds_refund_unique" ON "deposit_refunds" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "deposit_refunds_deposit_idx" ON "deposit_refunds" USING btree ("deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_payout_unique" ON "deposits" USING btree ("organization_id","payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_sandbox_day_unique" ON "deposits" USING btree ("organization_id","payout_date") WHERE "deposits"."source" = 'sandbox';--> statement-breakpoint
CREATE INDEX "deposits_organization_date_idx" ON "deposits" USING btree ("organization_id","payout_date","id");