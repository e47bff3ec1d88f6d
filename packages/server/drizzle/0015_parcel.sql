CREATE TABLE "parcel_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"status" boolean DEFAULT true NOT NULL,
	"module_id" integer,
	"parcel_per_km_shipping_charge" numeric(24, 3),
	"parcel_minimum_shipping_charge" numeric(24, 3),
	"parcel_maximum_shipping_charge" numeric(24, 3),
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_delivery_instructions" (
	"id" serial PRIMARY KEY NOT NULL,
	"instruction" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parcel_category_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parcel_details" jsonb;--> statement-breakpoint
ALTER TABLE "parcel_categories" ADD CONSTRAINT "parcel_categories_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parcel_category_id_parcel_categories_id_fk" FOREIGN KEY ("parcel_category_id") REFERENCES "public"."parcel_categories"("id") ON DELETE set null ON UPDATE no action;