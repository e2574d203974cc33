CREATE TABLE "donor_phones" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"phone" text NOT NULL,
	"verified_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_phones_phone_e164" CHECK ("donor_phones"."phone" ~ '^\+[1-9][0-9]{7,14}$')
);
--> statement-breakpoint
CREATE TABLE "text_gift_prompts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "text_gift_prompts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prefixed_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text NOT NULL,
	"amount" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"contribution_id" integer,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_gift_prompts_prefixed_id_unique" UNIQUE("prefixed_id"),
	CONSTRAINT "text_gift_prompts_amount_positive" CHECK ("text_gift_prompts"."amount" > 0),
	CONSTRAINT "text_gift_prompts_status" CHECK ("text_gift_prompts"."status" IN ('pending', 'giving', 'given', 'declined', 'replaced')),
	CONSTRAINT "text_gift_prompts_locale" CHECK ("text_gift_prompts"."locale" IN ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "donor_phones" ADD CONSTRAINT "donor_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_phones" ADD CONSTRAINT "donor_phones_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_gift_prompts" ADD CONSTRAINT "text_gift_prompts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_gift_prompts" ADD CONSTRAINT "text_gift_prompts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_gift_prompts" ADD CONSTRAINT "text_gift_prompts_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_gift_prompts" ADD CONSTRAINT "text_gift_prompts_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_gift_prompts" ADD CONSTRAINT "text_gift_prompts_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donor_phones_one_verified_per_church" ON "donor_phones" USING btree ("organization_id","phone") WHERE "donor_phones"."verified_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "text_gift_prompts_phone_idx" ON "text_gift_prompts" USING btree ("organization_id","phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "text_gift_prompts_contribution_unique" ON "text_gift_prompts" USING btree ("contribution_id");