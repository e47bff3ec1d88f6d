CREATE TABLE "add_ons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" numeric(24, 3) NOT NULL,
	"store_id" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"image" text,
	"status" boolean DEFAULT true NOT NULL,
	"data" integer,
	"default_link" text,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_by" text DEFAULT 'admin' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_stores" (
	"campaign_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "campaign_stores_campaign_id_store_id_pk" PRIMARY KEY("campaign_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time DEFAULT '00:00:00' NOT NULL,
	"end_time" time DEFAULT '23:59:59' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"module_id" integer NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"module_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"add_on_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_on_qtys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(24, 3) NOT NULL,
	"quantity" integer NOT NULL,
	"variation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_one_owner" CHECK (("carts"."user_id" is null) <> ("carts"."guest_id" is null)),
	CONSTRAINT "carts_quantity_positive" CHECK ("carts"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"module_id" integer NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"start_date" date NOT NULL,
	"expire_date" date NOT NULL,
	"min_purchase" numeric(24, 3) DEFAULT 0 NOT NULL,
	"max_discount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"discount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"discount_type" text NOT NULL,
	"coupon_type" text NOT NULL,
	"limit" integer,
	"status" boolean DEFAULT true NOT NULL,
	"data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_uses" integer DEFAULT 0 NOT NULL,
	"module_id" integer NOT NULL,
	"created_by" text DEFAULT 'admin' NOT NULL,
	"customer_id" jsonb DEFAULT '["all"]'::jsonb NOT NULL,
	"store_id" integer,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"address_type" text NOT NULL,
	"contact_person_name" text NOT NULL,
	"contact_person_number" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"zone_id" integer,
	"floor" text,
	"road" text,
	"house" text,
	"address_label" text,
	"additional_information" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gazetteer_places" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"area" text NOT NULL,
	"kind" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" text PRIMARY KEY NOT NULL,
	"ip_address" text,
	"fcm_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" integer,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"food_variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"choice_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(24, 3) NOT NULL,
	"tax" double precision DEFAULT 0 NOT NULL,
	"tax_type" text DEFAULT 'percent' NOT NULL,
	"discount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"available_time_starts" time DEFAULT '00:00:00' NOT NULL,
	"available_time_ends" time DEFAULT '23:59:59' NOT NULL,
	"veg" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"store_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"unit_type" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"maximum_cart_quantity" integer,
	"order_count" integer DEFAULT 0 NOT NULL,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating" jsonb DEFAULT '[0,0,0,0,0]'::jsonb NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"organic" boolean DEFAULT false NOT NULL,
	"is_halal" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT true NOT NULL,
	"is_prescription_required" boolean DEFAULT false NOT NULL,
	"generic_name" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutritions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allergies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time DEFAULT '00:00:00' NOT NULL,
	"end_time" time DEFAULT '23:59:59' NOT NULL,
	CONSTRAINT "item_campaigns_slug_unique" UNIQUE("slug"),
	CONSTRAINT "item_campaigns_stock_non_negative" CHECK ("item_campaigns"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" integer,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"food_variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"choice_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(24, 3) NOT NULL,
	"tax" double precision DEFAULT 0 NOT NULL,
	"tax_type" text DEFAULT 'percent' NOT NULL,
	"discount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"available_time_starts" time DEFAULT '00:00:00' NOT NULL,
	"available_time_ends" time DEFAULT '23:59:59' NOT NULL,
	"veg" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"store_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"unit_type" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"maximum_cart_quantity" integer,
	"order_count" integer DEFAULT 0 NOT NULL,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating" jsonb DEFAULT '[0,0,0,0,0]'::jsonb NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"organic" boolean DEFAULT false NOT NULL,
	"is_halal" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT true NOT NULL,
	"is_prescription_required" boolean DEFAULT false NOT NULL,
	"generic_name" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutritions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allergies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "items_stock_non_negative" CHECK ("items"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"credit" numeric(24, 3) DEFAULT 0 NOT NULL,
	"debit" numeric(24, 3) DEFAULT 0 NOT NULL,
	"balance" numeric(24, 3) NOT NULL,
	"transaction_type" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_point_transactions_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "module_zone" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"per_km_shipping_charge" double precision,
	"minimum_shipping_charge" double precision,
	"maximum_shipping_charge" double precision,
	"maximum_cod_order_amount" double precision
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_name" text NOT NULL,
	"module_type" text NOT NULL,
	"thumbnail" text,
	"icon" text,
	"status" boolean DEFAULT true NOT NULL,
	"theme_id" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"all_zone_service" boolean DEFAULT false NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletters_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "order_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer,
	"item_campaign_id" integer,
	"item_details" jsonb NOT NULL,
	"variation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(24, 3) NOT NULL,
	"quantity" integer NOT NULL,
	"discount_on_item" numeric(24, 3) DEFAULT 0 NOT NULL,
	"discount_type" text,
	"tax_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"total_add_on_price" numeric(24, 3) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"user_id" integer,
	"guest_id" text,
	"is_guest" boolean DEFAULT false NOT NULL,
	"store_id" integer,
	"zone_id" integer,
	"module_id" integer NOT NULL,
	"order_amount" numeric(24, 3) NOT NULL,
	"coupon_discount_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"coupon_discount_title" text,
	"coupon_code" text,
	"coupon_created_by" text,
	"store_discount_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"discount_on_product_by" text DEFAULT 'vendor' NOT NULL,
	"total_tax_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"tax_percentage" double precision DEFAULT 0 NOT NULL,
	"tax_status" text DEFAULT 'excluded' NOT NULL,
	"delivery_charge" numeric(24, 3) DEFAULT 0 NOT NULL,
	"original_delivery_charge" numeric(24, 3) DEFAULT 0 NOT NULL,
	"free_delivery_by" text,
	"additional_charge" numeric(24, 3) DEFAULT 0 NOT NULL,
	"dm_tips" numeric(24, 3) DEFAULT 0 NOT NULL,
	"extra_packaging_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"ref_bonus_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"partially_paid_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"order_status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"transaction_reference" text,
	"order_type" text NOT NULL,
	"order_note" text,
	"delivery_instruction" text,
	"unavailable_item_note" text,
	"cutlery" boolean DEFAULT false NOT NULL,
	"schedule_at" timestamp with time zone,
	"scheduled" boolean DEFAULT false NOT NULL,
	"delivery_address" jsonb,
	"distance" double precision DEFAULT 0 NOT NULL,
	"otp" text,
	"prescription_order" boolean DEFAULT false NOT NULL,
	"order_attachment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"receiver_details" jsonb,
	"charge_payer" text,
	"cancellation_reason" text,
	"canceled_by" text,
	"pending" timestamp with time zone,
	"accepted" timestamp with time zone,
	"confirmed" timestamp with time zone,
	"processing" timestamp with time zone,
	"handover" timestamp with time zone,
	"picked_up" timestamp with time zone,
	"delivered" timestamp with time zone,
	"canceled" timestamp with time zone,
	"failed" timestamp with time zone,
	"refund_requested" timestamp with time zone,
	"refunded" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_one_owner" CHECK (("orders"."user_id" is null) <> ("orders"."guest_id" is null))
);
--> statement-breakpoint
CREATE TABLE "otp_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"destination" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resend_available_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pages_slug_locale_pk" PRIMARY KEY("slug","locale")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rental_cart_user_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"module_id" integer NOT NULL,
	"pickup_location" jsonb NOT NULL,
	"destination_location" jsonb,
	"pickup_time" timestamp with time zone NOT NULL,
	"rental_type" text NOT NULL,
	"estimated_hours" double precision DEFAULT 0 NOT NULL,
	"distance" double precision DEFAULT 0 NOT NULL,
	"destination_time" double precision DEFAULT 0 NOT NULL,
	"total_cart_price" numeric(24, 3) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_cart_user_data_one_owner" CHECK (("rental_cart_user_data"."user_id" is null) <> ("rental_cart_user_data"."guest_id" is null))
);
--> statement-breakpoint
CREATE TABLE "rental_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"module_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(24, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_carts_one_owner" CHECK (("rental_carts"."user_id" is null) <> ("rental_carts"."guest_id" is null)),
	CONSTRAINT "rental_carts_quantity_positive" CHECK ("rental_carts"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rental_wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vehicle_id" integer,
	"provider_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_wishlists_one_target" CHECK (("rental_wishlists"."vehicle_id" is null) <> ("rental_wishlists"."provider_id" is null))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"customer_name" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"min_purchase" numeric(24, 3) DEFAULT 0 NOT NULL,
	"max_discount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"discount" double precision NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	CONSTRAINT "store_discounts_store_id_unique" UNIQUE("store_id")
);
--> statement-breakpoint
CREATE TABLE "store_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"day" integer NOT NULL,
	"opening_time" time NOT NULL,
	"closing_time" time NOT NULL,
	CONSTRAINT "store_schedules_day" CHECK ("store_schedules"."day" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"logo" text,
	"cover_photo" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" text NOT NULL,
	"footer_text" text,
	"minimum_order" numeric(24, 3) DEFAULT 0 NOT NULL,
	"tax" double precision DEFAULT 0 NOT NULL,
	"schedule_order" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"free_delivery" boolean DEFAULT false NOT NULL,
	"delivery" boolean DEFAULT true NOT NULL,
	"take_away" boolean DEFAULT true NOT NULL,
	"veg" boolean DEFAULT true NOT NULL,
	"non_veg" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"self_delivery_system" boolean DEFAULT false NOT NULL,
	"minimum_shipping_charge" numeric(24, 3) DEFAULT 0 NOT NULL,
	"per_km_shipping_charge" numeric(24, 3) DEFAULT 0 NOT NULL,
	"maximum_shipping_charge" numeric(24, 3),
	"delivery_time" text DEFAULT '30-40 min' NOT NULL,
	"prescription_order" boolean DEFAULT false NOT NULL,
	"cutlery" boolean DEFAULT false NOT NULL,
	"halal_tag_status" boolean DEFAULT false NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"extra_packaging_status" boolean DEFAULT false NOT NULL,
	"extra_packaging_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"announcement" boolean DEFAULT false NOT NULL,
	"announcement_message" text,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"pickup_zone_id" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"rating" jsonb DEFAULT '[0,0,0,0,0]'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_slug_unique" UNIQUE("slug"),
	CONSTRAINT "stores_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "trip_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"vehicle_id" integer,
	"quantity" integer NOT NULL,
	"price" numeric(24, 3) NOT NULL,
	"original_price" numeric(24, 3) NOT NULL,
	"calculated_price" numeric(24, 3) NOT NULL,
	"discount_on_trip" numeric(24, 3) DEFAULT 0 NOT NULL,
	"discount_type" text,
	"discount_percentage" double precision DEFAULT 0 NOT NULL,
	"discount_on_trip_by" text,
	"tax_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"tax_status" text,
	"tax_percentage" double precision DEFAULT 0 NOT NULL,
	"vehicle_details" jsonb NOT NULL,
	"rental_type" text NOT NULL,
	"estimated_hours" double precision DEFAULT 0 NOT NULL,
	"distance" double precision DEFAULT 0 NOT NULL,
	"scheduled" boolean DEFAULT false NOT NULL,
	"schedule_at" timestamp with time zone,
	"estimated_trip_end_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trip_vehicle_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"trip_details_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"vehicle_identity_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"estimated_trip_end_time" timestamp with time zone NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"user_id" integer,
	"guest_id" text,
	"is_guest" boolean DEFAULT false NOT NULL,
	"provider_id" integer NOT NULL,
	"zone_id" integer,
	"module_id" integer NOT NULL,
	"pickup_zone_id" integer,
	"trip_amount" numeric(24, 3) NOT NULL,
	"discount_on_trip" numeric(24, 3) DEFAULT 0 NOT NULL,
	"discount_on_trip_by" text DEFAULT 'none' NOT NULL,
	"coupon_discount_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"coupon_discount_by" text,
	"coupon_code" text,
	"tax_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"tax_status" text DEFAULT 'excluded' NOT NULL,
	"tax_percentage" double precision DEFAULT 0 NOT NULL,
	"additional_charge" numeric(24, 3) DEFAULT 0 NOT NULL,
	"ref_bonus_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"partially_paid_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"trip_status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_method" text,
	"transaction_reference" text,
	"trip_type" text NOT NULL,
	"distance" double precision DEFAULT 0 NOT NULL,
	"estimated_hours" double precision DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"pickup_location" jsonb NOT NULL,
	"destination_location" jsonb,
	"user_info" jsonb,
	"trip_note" text,
	"otp" text,
	"scheduled" boolean DEFAULT false NOT NULL,
	"schedule_at" timestamp with time zone,
	"estimated_trip_end_time" timestamp with time zone,
	"canceled_by" text,
	"cancellation_reason" text,
	"pending" timestamp with time zone,
	"confirmed" timestamp with time zone,
	"ongoing" timestamp with time zone,
	"completed" timestamp with time zone,
	"canceled" timestamp with time zone,
	"payment_failed" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_one_owner" CHECK (("trips"."user_id" is null) <> ("trips"."guest_id" is null))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"f_name" text,
	"l_name" text,
	"phone" text,
	"email" text,
	"image" text,
	"is_phone_verified" boolean DEFAULT false NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"password" text,
	"status" boolean DEFAULT true NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"login_medium" text,
	"social_id" text,
	"zone_id" integer,
	"wallet_balance" numeric(24, 3) DEFAULT 0 NOT NULL,
	"loyalty_point" numeric(24, 3) DEFAULT 0 NOT NULL,
	"ref_code" text,
	"ref_by" integer,
	"current_language_key" text DEFAULT 'en' NOT NULL,
	"interest" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"module_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_from_pos" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_ref_code_unique" UNIQUE("ref_code")
);
--> statement-breakpoint
CREATE TABLE "vehicle_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"status" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"vin_number" text NOT NULL,
	"license_plate_number" text NOT NULL,
	CONSTRAINT "vehicle_identities_vin_number_unique" UNIQUE("vin_number"),
	CONSTRAINT "vehicle_identities_license_plate_number_unique" UNIQUE("license_plate_number")
);
--> statement-breakpoint
CREATE TABLE "vehicle_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"trip_id" integer,
	"user_id" integer,
	"customer_name" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"zone_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"brand_id" integer,
	"category_id" integer,
	"model" text,
	"type" text NOT NULL,
	"engine_capacity" text,
	"engine_power" text,
	"seating_capacity" integer NOT NULL,
	"air_condition" boolean DEFAULT true NOT NULL,
	"fuel_type" text NOT NULL,
	"transmission_type" text NOT NULL,
	"trip_hourly" boolean DEFAULT true NOT NULL,
	"trip_distance" boolean DEFAULT false NOT NULL,
	"hourly_price" numeric(24, 3) DEFAULT 0 NOT NULL,
	"distance_price" numeric(24, 3) DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"discount_price" numeric(24, 3) DEFAULT 0 NOT NULL,
	"tag" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"new_tag" boolean DEFAULT false NOT NULL,
	"total_trip" integer DEFAULT 0 NOT NULL,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"credit" numeric(24, 3) DEFAULT 0 NOT NULL,
	"debit" numeric(24, 3) DEFAULT 0 NOT NULL,
	"admin_bonus" numeric(24, 3) DEFAULT 0 NOT NULL,
	"balance" numeric(24, 3) NOT NULL,
	"transaction_type" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_one_target" CHECK (("wishlists"."item_id" is null) <> ("wishlists"."store_id" is null))
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"coordinates" jsonb NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"cash_on_delivery" boolean DEFAULT true NOT NULL,
	"digital_payment" boolean DEFAULT true NOT NULL,
	"offline_payment" boolean DEFAULT false NOT NULL,
	"increased_delivery_fee" double precision DEFAULT 0 NOT NULL,
	"increased_delivery_fee_status" boolean DEFAULT false NOT NULL,
	"increase_delivery_charge_message" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zones_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_stores" ADD CONSTRAINT "campaign_stores_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_stores" ADD CONSTRAINT "campaign_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_campaigns" ADD CONSTRAINT "item_campaigns_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_campaigns" ADD CONSTRAINT "item_campaigns_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_campaigns" ADD CONSTRAINT "item_campaigns_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_transactions" ADD CONSTRAINT "loyalty_point_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_zone" ADD CONSTRAINT "module_zone_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_zone" ADD CONSTRAINT "module_zone_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_item_campaign_id_item_campaigns_id_fk" FOREIGN KEY ("item_campaign_id") REFERENCES "public"."item_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_cart_user_data" ADD CONSTRAINT "rental_cart_user_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_cart_user_data" ADD CONSTRAINT "rental_cart_user_data_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_cart_user_data" ADD CONSTRAINT "rental_cart_user_data_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_carts" ADD CONSTRAINT "rental_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_carts" ADD CONSTRAINT "rental_carts_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_carts" ADD CONSTRAINT "rental_carts_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_carts" ADD CONSTRAINT "rental_carts_provider_id_stores_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_carts" ADD CONSTRAINT "rental_carts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_wishlists" ADD CONSTRAINT "rental_wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_wishlists" ADD CONSTRAINT "rental_wishlists_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_wishlists" ADD CONSTRAINT "rental_wishlists_provider_id_stores_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_discounts" ADD CONSTRAINT "store_discounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_schedules" ADD CONSTRAINT "store_schedules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_details" ADD CONSTRAINT "trip_details_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_details" ADD CONSTRAINT "trip_details_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_vehicle_details" ADD CONSTRAINT "trip_vehicle_details_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_vehicle_details" ADD CONSTRAINT "trip_vehicle_details_trip_details_id_trip_details_id_fk" FOREIGN KEY ("trip_details_id") REFERENCES "public"."trip_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_vehicle_details" ADD CONSTRAINT "trip_vehicle_details_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_vehicle_details" ADD CONSTRAINT "trip_vehicle_details_vehicle_identity_id_vehicle_identities_id_fk" FOREIGN KEY ("vehicle_identity_id") REFERENCES "public"."vehicle_identities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_provider_id_stores_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_pickup_zone_id_zones_id_fk" FOREIGN KEY ("pickup_zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_identities" ADD CONSTRAINT "vehicle_identities_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_identities" ADD CONSTRAINT "vehicle_identities_provider_id_stores_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reviews" ADD CONSTRAINT "vehicle_reviews_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reviews" ADD CONSTRAINT "vehicle_reviews_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reviews" ADD CONSTRAINT "vehicle_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_provider_id_stores_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_brand_id_vehicle_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."vehicle_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_category_id_vehicle_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."vehicle_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id","module_id");--> statement-breakpoint
CREATE INDEX "carts_guest_idx" ON "carts" USING btree ("guest_id","module_id");--> statement-breakpoint
CREATE INDEX "customer_addresses_user_idx" ON "customer_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gazetteer_places_name_idx" ON "gazetteer_places" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_unique" ON "idempotency_keys" USING btree ("owner","scope","key");--> statement-breakpoint
CREATE INDEX "items_store_idx" ON "items" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "items_module_idx" ON "items" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "loyalty_point_transactions_user_idx" ON "loyalty_point_transactions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "module_zone_unique" ON "module_zone" USING btree ("module_id","zone_id");--> statement-breakpoint
CREATE INDEX "order_details_order_idx" ON "order_details" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_guest_idx" ON "orders" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_records_purpose_destination" ON "otp_records" USING btree ("purpose","destination");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_wishlists_vehicle_unique" ON "rental_wishlists" USING btree ("user_id","vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_wishlists_provider_unique" ON "rental_wishlists" USING btree ("user_id","provider_id");--> statement-breakpoint
CREATE INDEX "store_schedules_store_idx" ON "store_schedules" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "stores_zone_module_idx" ON "stores" USING btree ("zone_id","module_id");--> statement-breakpoint
CREATE INDEX "vehicles_provider_idx" ON "vehicles" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_item_unique" ON "wishlists" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_store_unique" ON "wishlists" USING btree ("user_id","store_id");