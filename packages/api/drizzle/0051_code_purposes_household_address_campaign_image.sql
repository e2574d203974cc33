-- A code mailed before codes had purposes could be a pledge's, good for signing in: none survives.
DELETE FROM "sign_in_codes";--> statement-breakpoint
DROP INDEX "sign_in_codes_user_id_unique";--> statement-breakpoint
ALTER TABLE "sign_in_codes" ALTER COLUMN "link_token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD COLUMN "purpose" text DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD COLUMN "pledge_amount" bigint;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "mailing_address" jsonb;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_codes_user_purpose_unique" ON "sign_in_codes" USING btree ("user_id","purpose");--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_purpose_shape" CHECK (("sign_in_codes"."purpose" = 'sign-in' AND "sign_in_codes"."link_token_hash" IS NOT NULL AND "sign_in_codes"."campaign_id" IS NULL AND "sign_in_codes"."pledge_amount" IS NULL)
        OR ("sign_in_codes"."purpose" = 'pledge' AND "sign_in_codes"."link_token_hash" IS NULL AND "sign_in_codes"."campaign_id" IS NOT NULL AND "sign_in_codes"."pledge_amount" > 0));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_image_alt" CHECK (("campaigns"."image_url" IS NULL AND "campaigns"."image_alt" IS NULL) OR ("campaigns"."image_url" IS NOT NULL AND length(trim("campaigns"."image_alt")) > 0));