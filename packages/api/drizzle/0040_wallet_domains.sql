CREATE TABLE "wallet_domains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_domains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"origin" text NOT NULL,
	"domain_name" text,
	"wanted" boolean NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"apple_pay_status" text,
	"google_pay_status" text,
	"apple_pay_problem" text,
	"processor_domain_id" text,
	"processor_mode" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "wallet" text;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "wallet" text;--> statement-breakpoint
ALTER TABLE "wallet_domains" ADD CONSTRAINT "wallet_domains_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_domains_organization_origin_idx" ON "wallet_domains" USING btree ("organization_id","origin");--> statement-breakpoint
CREATE INDEX "wallet_domains_due_idx" ON "wallet_domains" USING btree ("available_at") WHERE "wallet_domains"."synced_at" is null;