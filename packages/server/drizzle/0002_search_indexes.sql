CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "items_name_trgm_idx" ON "items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_name_ar_trgm_idx" ON "items" USING gin (("translations" -> 'ar' ->> 'name') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_tags_trgm_idx" ON "items" USING gin (("tags"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "items_category_ids_idx" ON "items" USING gin ("category_ids" jsonb_path_ops);