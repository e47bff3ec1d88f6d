ALTER TABLE "stores" ADD COLUMN "store_business_model" text DEFAULT 'commission' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_package_id_subscription_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."subscription_packages"("id") ON DELETE no action ON UPDATE no action;