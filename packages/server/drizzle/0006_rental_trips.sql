ALTER TABLE "rental_cart_user_data" ADD COLUMN "trip_end_time" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_cart_user_data_user_unique" ON "rental_cart_user_data" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_cart_user_data_guest_unique" ON "rental_cart_user_data" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_carts_user_vehicle_unique" ON "rental_carts" USING btree ("user_id","vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_carts_guest_vehicle_unique" ON "rental_carts" USING btree ("guest_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "trip_details_trip_idx" ON "trip_details" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_vehicle_details_unit_idx" ON "trip_vehicle_details" USING btree ("vehicle_identity_id","starts_at");--> statement-breakpoint
CREATE INDEX "trip_vehicle_details_trip_idx" ON "trip_vehicle_details" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trips_user_idx" ON "trips" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trips_guest_idx" ON "trips" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "vehicle_identities_vehicle_idx" ON "vehicle_identities" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_reviews_trip_vehicle_unique" ON "vehicle_reviews" USING btree ("trip_id","vehicle_id");