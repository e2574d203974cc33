CREATE TABLE "gift_batch_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_batch_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prefixed_id" text NOT NULL,
	"batch_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"donor_user_id" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"check_number" text,
	"memo" text,
	"contribution_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_batch_entries_prefixed_id_unique" UNIQUE("prefixed_id"),
	CONSTRAINT "gift_batch_entries_amount_positive" CHECK ("gift_batch_entries"."amount" > 0),
	CONSTRAINT "gift_batch_entries_method" CHECK ("gift_batch_entries"."method" IN ('cash', 'check')),
	CONSTRAINT "gift_batch_entries_check_number" CHECK ("gift_batch_entries"."check_number" IS NULL OR "gift_batch_entries"."method" = 'check')
);
--> statement-breakpoint
CREATE TABLE "gift_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prefixed_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"batch_date" date NOT NULL,
	"expected_total" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by_user_id" integer,
	"committed_by_user_id" integer,
	"committed_at" timestamp with time zone,
	"committed_total" integer,
	"signed_off_by_user_id" integer,
	"signed_off_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_batches_prefixed_id_unique" UNIQUE("prefixed_id"),
	CONSTRAINT "gift_batches_expected_total_positive" CHECK ("gift_batches"."expected_total" > 0),
	CONSTRAINT "gift_batches_status" CHECK ("gift_batches"."status" IN ('open', 'committed'))
);
--> statement-breakpoint
ALTER TABLE "gift_batch_entries" ADD CONSTRAINT "gift_batch_entries_batch_id_gift_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."gift_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batch_entries" ADD CONSTRAINT "gift_batch_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batch_entries" ADD CONSTRAINT "gift_batch_entries_donor_user_id_users_id_fk" FOREIGN KEY ("donor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batch_entries" ADD CONSTRAINT "gift_batch_entries_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batch_entries" ADD CONSTRAINT "gift_batch_entries_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batches" ADD CONSTRAINT "gift_batches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batches" ADD CONSTRAINT "gift_batches_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batches" ADD CONSTRAINT "gift_batches_committed_by_user_id_users_id_fk" FOREIGN KEY ("committed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batches" ADD CONSTRAINT "gift_batches_signed_off_by_user_id_users_id_fk" FOREIGN KEY ("signed_off_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_batch_entries_batch_idx" ON "gift_batch_entries" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "gift_batches_organization_idx" ON "gift_batches" USING btree ("organization_id","batch_date","id");