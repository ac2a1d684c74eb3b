ALTER TABLE "marketplace_listings" ADD COLUMN "installs_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "rating" double precision;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "recent_runs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "popularity" integer GENERATED ALWAYS AS (installs_count + recent_runs) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "marketplace_listings_popular_idx" ON "marketplace_listings" USING btree ("popularity" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE status = 'listed';--> statement-breakpoint
CREATE INDEX "marketplace_listings_rating_idx" ON "marketplace_listings" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"installs_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE status = 'listed';--> statement-breakpoint
CREATE INDEX "marketplace_listings_newest_idx" ON "marketplace_listings" USING btree ("created_at" DESC NULLS LAST,"id") WHERE status = 'listed';--> statement-breakpoint
CREATE INDEX "marketplace_listings_price_idx" ON "marketplace_listings" USING btree ("price_base_units","created_at" DESC NULLS LAST,"id") WHERE status = 'listed';--> statement-breakpoint
-- The figures of the listings there are, from their rows: installs not refunded; visible reviews and their
-- mean stars (two decimals, as cards show it); the calls of the creator's deployment of the workflow in the
-- cards' 30-day window (the server refreshes these at start and every few minutes after).
UPDATE "marketplace_listings" AS l SET
  "installs_count" = (SELECT count(*)::int FROM "marketplace_installs" i WHERE i."listing_id" = l."id" AND i."refunded_at" IS NULL),
  "review_count" = (SELECT count(*)::int FROM "marketplace_reviews" r WHERE r."listing_id" = l."id" AND r."status" = 'visible'),
  "rating" = (SELECT round(avg(r."stars"), 2)::float8 FROM "marketplace_reviews" r WHERE r."listing_id" = l."id" AND r."status" = 'visible'),
  "recent_runs" = (SELECT count(*)::int FROM "deployment_runs" dr JOIN "deployments" d ON d."id" = dr."deployment_id"
    WHERE d."workflow_id" = l."workflow_id" AND dr."started_at" >= now() - interval '30 days');
