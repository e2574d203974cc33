ALTER TABLE "recurring_givings" ADD COLUMN "paused_until" date;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "recurring_givings" ADD CONSTRAINT "recurring_givings_status" CHECK ("recurring_givings"."status" IN ('active', 'paused', 'ended', 'deleted'));