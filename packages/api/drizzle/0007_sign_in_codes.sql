CREATE TABLE "sign_in_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"link_token_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_codes_user_id_unique" ON "sign_in_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_codes_link_token_hash_unique" ON "sign_in_codes" USING btree ("link_token_hash");--> statement-breakpoint
CREATE INDEX "sign_in_codes_expires_at_idx" ON "sign_in_codes" USING btree ("expires_at");