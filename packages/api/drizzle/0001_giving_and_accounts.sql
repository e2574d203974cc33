CREATE TABLE "activity_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"donor_user_id" integer NOT NULL,
	"type" text NOT NULL,
	"recurring_giving_id" integer,
	"amount" integer,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "auth_tokens_purpose" CHECK ("auth_tokens"."purpose" IN ('verify_email', 'reset_password'))
);
--> statement-breakpoint
CREATE TABLE "contribution_funds" (
	"contribution_id" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"net_amount" integer NOT NULL,
	CONSTRAINT "contribution_funds_contribution_id_fund_id_pk" PRIMARY KEY("contribution_id","fund_id")
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contributions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prefixed_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"donor_user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"net_amount" integer NOT NULL,
	"covered_fee" integer DEFAULT 0 NOT NULL,
	"is_fee_covered" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"refunded_at" timestamp with time zone,
	"refund_reason" text,
	"failure_code" text,
	"memo" text,
	"payment_method_id" integer,
	"card_brand" text,
	"card_last_four" text,
	"recurring_giving_id" integer,
	"processor_mode" text NOT NULL,
	"processor_charge_id" text,
	"occurrence_date" date,
	"idempotency_key" text,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contributions_prefixed_id_unique" UNIQUE("prefixed_id"),
	CONSTRAINT "contributions_money" CHECK ("contributions"."amount" = "contributions"."fee" + "contributions"."net_amount" AND "contributions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "external_identities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"organization_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_organization_id_key_pk" PRIMARY KEY("organization_id","key")
);
--> statement-breakpoint
CREATE TABLE "oidc_sign_in_attempts" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"session_id_hash" text NOT NULL,
	"organization_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prefixed_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"processor_customer_id" integer NOT NULL,
	"processor_mode" text NOT NULL,
	"processor_id" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"nickname" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"cardholder_name" text,
	"address_line1" text,
	"address_line2" text,
	"country" text,
	"state" text,
	"city" text,
	"postal_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_prefixed_id_unique" UNIQUE("prefixed_id")
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"account" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "processor_customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "processor_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"processor_mode" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recurring_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"recurring_giving_id" integer NOT NULL,
	"occurrence_date" date NOT NULL,
	"status" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"attempt_started_at" timestamp with time zone NOT NULL,
	"first_attempt_on" date NOT NULL,
	"retry_on" date,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"net_amount" integer NOT NULL,
	"covered_fee" integer NOT NULL,
	"is_fee_covered" boolean NOT NULL,
	"failure_code" text,
	"contribution_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_charges_money" CHECK ("recurring_charges"."amount" = "recurring_charges"."fee" + "recurring_charges"."net_amount" AND "recurring_charges"."amount" > 0 AND "recurring_charges"."attempt" > 0)
);
--> statement-breakpoint
CREATE TABLE "recurring_giving_funds" (
	"recurring_giving_id" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "recurring_giving_funds_recurring_giving_id_fund_id_pk" PRIMARY KEY("recurring_giving_id","fund_id")
);
--> statement-breakpoint
CREATE TABLE "recurring_givings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recurring_givings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prefixed_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"donor_user_id" integer NOT NULL,
	"schedule_type" text NOT NULL,
	"start_date" date NOT NULL,
	"next_occurrence" date,
	"last_occurrence" date,
	"amount" integer NOT NULL,
	"is_fee_covered" boolean DEFAULT false NOT NULL,
	"memo" text,
	"status" text DEFAULT 'active' NOT NULL,
	"payment_method_id" integer,
	"last_charge_attempt_failed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_givings_prefixed_id_unique" UNIQUE("prefixed_id"),
	CONSTRAINT "recurring_givings_amount_positive" CHECK ("recurring_givings"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_prefixed_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_customers_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"charge_outcome" text DEFAULT 'succeed' NOT NULL,
	"added_by_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_donor_user_id_users_id_fk" FOREIGN KEY ("donor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_recurring_giving_id_recurring_givings_id_fk" FOREIGN KEY ("recurring_giving_id") REFERENCES "public"."recurring_givings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_funds" ADD CONSTRAINT "contribution_funds_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_funds" ADD CONSTRAINT "contribution_funds_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_donor_user_id_users_id_fk" FOREIGN KEY ("donor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_recurring_giving_id_recurring_givings_id_fk" FOREIGN KEY ("recurring_giving_id") REFERENCES "public"."recurring_givings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_identities" ADD CONSTRAINT "external_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_identities" ADD CONSTRAINT "external_identities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_sign_in_attempts" ADD CONSTRAINT "oidc_sign_in_attempts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_processor_customer_id_processor_customers_id_fk" FOREIGN KEY ("processor_customer_id") REFERENCES "public"."processor_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processor_customers" ADD CONSTRAINT "processor_customers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processor_customers" ADD CONSTRAINT "processor_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_recurring_giving_id_recurring_givings_id_fk" FOREIGN KEY ("recurring_giving_id") REFERENCES "public"."recurring_givings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_giving_funds" ADD CONSTRAINT "recurring_giving_funds_recurring_giving_id_recurring_givings_id_fk" FOREIGN KEY ("recurring_giving_id") REFERENCES "public"."recurring_givings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_giving_funds" ADD CONSTRAINT "recurring_giving_funds_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD CONSTRAINT "recurring_givings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD CONSTRAINT "recurring_givings_donor_user_id_users_id_fk" FOREIGN KEY ("donor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD CONSTRAINT "recurring_givings_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD CONSTRAINT "sandbox_payment_methods_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_charge_id_sandbox_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_donor_idx" ON "activity_events" USING btree ("organization_id","donor_user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_id_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contribution_funds_fund_id_idx" ON "contribution_funds" USING btree ("fund_id");--> statement-breakpoint
CREATE INDEX "contributions_donor_date_idx" ON "contributions" USING btree ("organization_id","donor_user_id","date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_recurring_occurrence_unique" ON "contributions" USING btree ("recurring_giving_id","occurrence_date");--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_idempotency_key_unique" ON "contributions" USING btree ("organization_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "external_identities_org_issuer_subject_unique" ON "external_identities" USING btree ("organization_id","issuer","subject");--> statement-breakpoint
CREATE INDEX "external_identities_user_id_idx" ON "external_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "oidc_sign_in_attempts_expires_at_idx" ON "oidc_sign_in_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_processor_id_unique" ON "payment_methods" USING btree ("processor_mode","processor_id");--> statement-breakpoint
CREATE INDEX "payment_methods_user_id_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_primary_per_donor" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "processor_customers_one_per_donor" ON "processor_customers" USING btree ("organization_id","user_id","processor_mode");--> statement-breakpoint
CREATE UNIQUE INDEX "processor_customers_customer_id_unique" ON "processor_customers" USING btree ("processor_mode","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_charges_occurrence_unique" ON "recurring_charges" USING btree ("recurring_giving_id","occurrence_date");--> statement-breakpoint
CREATE INDEX "recurring_charges_status_idx" ON "recurring_charges" USING btree ("status","retry_on");--> statement-breakpoint
CREATE INDEX "recurring_charges_processing_idx" ON "recurring_charges" USING btree ("attempt_started_at") WHERE "recurring_charges"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "recurring_givings_donor_idx" ON "recurring_givings" USING btree ("organization_id","donor_user_id");--> statement-breakpoint
CREATE INDEX "recurring_givings_due_idx" ON "recurring_givings" USING btree ("status","next_occurrence");--> statement-breakpoint
CREATE INDEX "sandbox_payment_methods_customer_id_idx" ON "sandbox_payment_methods" USING btree ("customer_id");