-- pg_trgm: the marketplace search's typo tolerance (word_similarity, and the GIN trigram index below). PostgreSQL
-- ships it as contrib; PGlite loads it through server/db/pglite.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "marketplace_installs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"workflow_id" uuid,
	"paid_base_units" numeric(78, 0) DEFAULT '0' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"creator_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"readme" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_base_units" numeric(78, 0) DEFAULT '0' NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'listed' NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"match_text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketplace_installs" ADD CONSTRAINT "marketplace_installs_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_installs" ADD CONSTRAINT "marketplace_installs_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_installs" ADD CONSTRAINT "marketplace_installs_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_installs_idempotency_idx" ON "marketplace_installs" USING btree ("buyer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "marketplace_installs_listing_idx" ON "marketplace_installs" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_listings_slug_idx" ON "marketplace_listings" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_listings_version_idx" ON "marketplace_listings" USING btree ("workflow_id","version_number");--> statement-breakpoint
CREATE INDEX "marketplace_listings_creator_idx" ON "marketplace_listings" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "marketplace_listings_search_idx" ON "marketplace_listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "marketplace_listings_match_trgm_idx" ON "marketplace_listings" USING gin ("match_text" gin_trgm_ops);