CREATE TABLE "cache_versions" (
	"kind" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
