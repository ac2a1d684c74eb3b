CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"event_type" text NOT NULL,
	"category" text,
	"action" text NOT NULL,
	"label" text,
	"value" double precision,
	"page_url" text,
	"session_id" text,
	"user_id" text,
	"user_agent" text,
	"metadata" jsonb,
	"client_timestamp" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_type_created_idx" ON "analytics_events" USING btree ("event_type","created_at");