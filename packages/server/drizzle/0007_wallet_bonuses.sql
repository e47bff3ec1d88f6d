CREATE TABLE "wallet_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"bonus_type" text NOT NULL,
	"bonus_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"minimum_add_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"maximum_bonus_amount" numeric(24, 3) DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
