CREATE TABLE "delivery_man_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"password" text NOT NULL,
	"identity_type" text NOT NULL,
	"identity_number" text NOT NULL,
	"zone_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"earning" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dm_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"extra_charges" numeric(24, 3) DEFAULT 0 NOT NULL,
	"starting_coverage_area" double precision NOT NULL,
	"maximum_coverage_area" double precision NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_registration_id" integer,
	"delivery_man_registration_id" integer,
	"field" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_files_one_owner" CHECK (("registration_files"."store_registration_id" IS NULL) <> ("registration_files"."delivery_man_registration_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "store_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"minimum_delivery_time" integer NOT NULL,
	"maximum_delivery_time" integer NOT NULL,
	"delivery_time_type" text NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"password" text NOT NULL,
	"tin" text,
	"tin_expire_date" date,
	"business_plan" text,
	"package_id" integer,
	"plan_token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_name" text NOT NULL,
	"price" numeric(24, 3) NOT NULL,
	"validity" integer NOT NULL,
	"max_order" integer,
	"max_product" integer,
	"pos" boolean DEFAULT false NOT NULL,
	"mobile_app" boolean DEFAULT false NOT NULL,
	"chat" boolean DEFAULT false NOT NULL,
	"review" boolean DEFAULT false NOT NULL,
	"self_delivery" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"default" boolean DEFAULT false NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_man_registrations" ADD CONSTRAINT "delivery_man_registrations_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_man_registrations" ADD CONSTRAINT "delivery_man_registrations_vehicle_id_dm_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."dm_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_files" ADD CONSTRAINT "registration_files_store_registration_id_store_registrations_id_fk" FOREIGN KEY ("store_registration_id") REFERENCES "public"."store_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_files" ADD CONSTRAINT "registration_files_delivery_man_registration_id_delivery_man_registrations_id_fk" FOREIGN KEY ("delivery_man_registration_id") REFERENCES "public"."delivery_man_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_registrations" ADD CONSTRAINT "store_registrations_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_registrations" ADD CONSTRAINT "store_registrations_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_registrations" ADD CONSTRAINT "store_registrations_package_id_subscription_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."subscription_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_man_registrations_email_unique" ON "delivery_man_registrations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_man_registrations_phone_unique" ON "delivery_man_registrations" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "registration_files_store_idx" ON "registration_files" USING btree ("store_registration_id");--> statement-breakpoint
CREATE INDEX "registration_files_dm_idx" ON "registration_files" USING btree ("delivery_man_registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_registrations_email_unique" ON "store_registrations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "store_registrations_phone_unique" ON "store_registrations" USING btree ("phone");