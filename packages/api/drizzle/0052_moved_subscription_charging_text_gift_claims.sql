-- If the old platform charges again (docs/PRODUCT.md §17): when Stripe tells that an old
-- subscription a move paused charges its donor again, the move records it once (our gift paused, the
-- giving administrators emailed). Text-to-give (docs/PRODUCT.md §10): the periodic pass finds the
-- claims a stopped process left `giving` by this partial index.
ALTER TABLE "recurring_gift_moves" ADD COLUMN "old_resumed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "text_gift_prompts_giving_idx" ON "text_gift_prompts" USING btree ("updated_at") WHERE "text_gift_prompts"."status" = 'giving';
