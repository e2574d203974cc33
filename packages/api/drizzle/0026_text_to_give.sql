CREATE TABLE "sms_opt_outs" (
	"organization_id" integer NOT NULL,
	"phone" text NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_opt_outs_organization_id_phone_pk" PRIMARY KEY("organization_id","phone")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "sms_number" text;--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_sms_number_unique" UNIQUE("sms_number");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_sms_number_e164" CHECK ("organizations"."sms_number" ~ '^\+[1-9][0-9]{1,14}$');