CREATE TABLE "contribution_disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contribution_disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"contribution_id" integer NOT NULL,
	"processor_dispute_id" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"evidence_due_by" timestamp with time zone,
	"event_created" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contribution_disputes_processor_dispute_id_unique" UNIQUE("processor_dispute_id")
);
--> statement-breakpoint
CREATE TABLE "contribution_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contribution_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prefixed_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"contribution_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text,
	"processor_refund_id" text NOT NULL,
	"actor_prefixed_id" text,
	"actor_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contribution_refunds_prefixed_id_unique" UNIQUE("prefixed_id"),
	CONSTRAINT "contribution_refunds_amount" CHECK ("contribution_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contribution_disputes" ADD CONSTRAINT "contribution_disputes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_disputes" ADD CONSTRAINT "contribution_disputes_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_refunds" ADD CONSTRAINT "contribution_refunds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_refunds" ADD CONSTRAINT "contribution_refunds_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contribution_disputes_contribution_idx" ON "contribution_disputes" USING btree ("contribution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contribution_refunds_request_key_unique" ON "contribution_refunds" USING btree ("organization_id","request_key");--> statement-breakpoint
CREATE INDEX "contribution_refunds_contribution_idx" ON "contribution_refunds" USING btree ("contribution_id");