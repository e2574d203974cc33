CREATE TABLE "statement_batch_donors" (
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "statement_batch_donors_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "statement_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prefixed_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"year" integer NOT NULL,
	"end_date" text NOT NULL,
	"letter_template_id" integer,
	"letter_title" text NOT NULL,
	"started_by_user_id" integer,
	"started_by_label" text NOT NULL,
	"total_count" integer NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "statement_batches_prefixed_id_unique" UNIQUE("prefixed_id"),
	CONSTRAINT "statement_batches_counts" CHECK ("statement_batches"."sent_count" >= 0 AND "statement_batches"."sent_count" <= "statement_batches"."total_count")
);
--> statement-breakpoint
ALTER TABLE "statement_batch_donors" ADD CONSTRAINT "statement_batch_donors_batch_id_statement_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."statement_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_batch_donors" ADD CONSTRAINT "statement_batch_donors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_batches" ADD CONSTRAINT "statement_batches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_batches" ADD CONSTRAINT "statement_batches_letter_template_id_letter_templates_id_fk" FOREIGN KEY ("letter_template_id") REFERENCES "public"."letter_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_batches" ADD CONSTRAINT "statement_batches_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_batch_donors_unsent_idx" ON "statement_batch_donors" USING btree ("batch_id","user_id") WHERE "statement_batch_donors"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "statement_batches_organization_idx" ON "statement_batches" USING btree ("organization_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_batches_one_running" ON "statement_batches" USING btree ("organization_id","year","letter_template_id") WHERE "statement_batches"."finished_at" is null;