ALTER TABLE "organizations" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "is_in_maintenance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_locale" CHECK ("organizations"."locale" IN ('en', 'es'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_abilities_known" CHECK (jsonb_typeof("users"."abilities") = 'array' AND "users"."abilities" <@ '["manage-giving","view-gifts","refund-gifts","record-gifts","send-statements","manage-team"]'::jsonb);