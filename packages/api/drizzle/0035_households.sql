CREATE TABLE "household_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "household_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"household_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"from_year" integer NOT NULL,
	"to_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_members_years" CHECK ("household_members"."to_year" is null or "household_members"."to_year" >= "household_members"."from_year")
);
--> statement-breakpoint
CREATE TABLE "household_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"send_member_statements" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "households_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prefixed_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"addressee_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "households_prefixed_id_unique" UNIQUE("prefixed_id")
);
--> statement-breakpoint
CREATE TABLE "statement_batch_households" (
	"batch_id" integer NOT NULL,
	"household_id" integer NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "statement_batch_households_batch_id_household_id_pk" PRIMARY KEY("batch_id","household_id")
);
--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_settings" ADD CONSTRAINT "household_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_addressee_user_id_users_id_fk" FOREIGN KEY ("addressee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_batch_households" ADD CONSTRAINT "statement_batch_households_batch_id_statement_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."statement_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_batch_households" ADD CONSTRAINT "statement_batch_households_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "household_members" USING btree ("household_id","id");--> statement-breakpoint
CREATE INDEX "household_members_user_idx" ON "household_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "households_organization_idx" ON "households" USING btree ("organization_id","id");