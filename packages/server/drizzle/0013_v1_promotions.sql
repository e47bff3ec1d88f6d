CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"add_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_image" text,
	"profile_image" text,
	"video" text,
	"is_rating_active" boolean DEFAULT true NOT NULL,
	"is_review_active" boolean DEFAULT true NOT NULL,
	"priority" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"status" boolean DEFAULT true NOT NULL,
	"module_id" integer NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cash_back_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"cash_back_id" integer,
	"calculated_amount" numeric(24, 3) NOT NULL,
	"cashback_type" text NOT NULL,
	"cashback_amount" numeric(24, 3) NOT NULL,
	"min_purchase" numeric(24, 3) DEFAULT 0 NOT NULL,
	"max_discount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_back_histories_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "cash_backs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"customer_id" jsonb DEFAULT '["all"]'::jsonb NOT NULL,
	"cashback_type" text NOT NULL,
	"same_user_limit" integer DEFAULT 1 NOT NULL,
	"cashback_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"min_purchase" numeric(24, 3) DEFAULT 0 NOT NULL,
	"max_discount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_item_details" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sale_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"flash_sale_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"discount_type" text NOT NULL,
	"discount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"module_id" integer NOT NULL,
	"is_publish" boolean DEFAULT true NOT NULL,
	"admin_discount_percentage" double precision DEFAULT 100 NOT NULL,
	"vendor_discount_percentage" double precision DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_back_histories" ADD CONSTRAINT "cash_back_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_back_histories" ADD CONSTRAINT "cash_back_histories_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_back_histories" ADD CONSTRAINT "cash_back_histories_cash_back_id_cash_backs_id_fk" FOREIGN KEY ("cash_back_id") REFERENCES "public"."cash_backs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_item_details" ADD CONSTRAINT "ecommerce_item_details_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_item_details" ADD CONSTRAINT "ecommerce_item_details_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_flash_sale_id_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sales" ADD CONSTRAINT "flash_sales_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_back_histories_user_idx" ON "cash_back_histories" USING btree ("user_id","cash_back_id");--> statement-breakpoint
CREATE INDEX "ecommerce_item_details_brand_idx" ON "ecommerce_item_details" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flash_sale_items_sale_item_idx" ON "flash_sale_items" USING btree ("flash_sale_id","item_id");