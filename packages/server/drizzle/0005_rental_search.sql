ALTER TABLE "vehicle_brands" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "vehicle_reviews_vehicle_idx" ON "vehicle_reviews" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_name_trgm_idx" ON "vehicles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_name_ar_trgm_idx" ON "vehicles" USING gin (("translations" -> 'ar' ->> 'name') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_category_idx" ON "vehicles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "vehicles_brand_idx" ON "vehicles" USING btree ("brand_id");