CREATE TABLE "solara_conversations" (
	"key" text PRIMARY KEY NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"turns" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "solara_conversations_updated_idx" ON "solara_conversations" USING btree ("updated_at");