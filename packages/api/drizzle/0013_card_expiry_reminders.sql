CREATE TABLE "card_expiry_reminders" (
	"payment_method_id" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"exp_month" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_expiry_reminders_payment_method_id_exp_year_exp_month_pk" PRIMARY KEY("payment_method_id","exp_year","exp_month")
);
--> statement-breakpoint
ALTER TABLE "card_expiry_reminders" ADD CONSTRAINT "card_expiry_reminders_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_expiry_reminders" ADD CONSTRAINT "card_expiry_reminders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;