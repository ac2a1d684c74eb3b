CREATE TABLE "marketplace_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"changelog" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"review_id" uuid,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_review_votes" (
	"review_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketplace_review_votes_review_id_voter_id_pk" PRIMARY KEY("review_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"stars" smallint NOT NULL,
	"body" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_trials" (
	"listing_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"messages_used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketplace_trials_listing_id_user_id_pk" PRIMARY KEY("listing_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "marketplace_installs" ADD COLUMN "kind" text DEFAULT 'copy' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_installs" ADD COLUMN "version_number" integer;--> statement-breakpoint
ALTER TABLE "marketplace_installs" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "marketplace_installs" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_installs" ADD COLUMN "refunded_by" uuid;--> statement-breakpoint
ALTER TABLE "marketplace_installs" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "offers_copy" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "deployment_id" uuid;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "trial_messages_per_person" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "trial_messages_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_assets" ADD CONSTRAINT "marketplace_assets_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_releases" ADD CONSTRAINT "marketplace_releases_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reports" ADD CONSTRAINT "marketplace_reports_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reports" ADD CONSTRAINT "marketplace_reports_review_id_marketplace_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."marketplace_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reports" ADD CONSTRAINT "marketplace_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reports" ADD CONSTRAINT "marketplace_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_review_votes" ADD CONSTRAINT "marketplace_review_votes_review_id_marketplace_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."marketplace_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_review_votes" ADD CONSTRAINT "marketplace_review_votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reviews" ADD CONSTRAINT "marketplace_reviews_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reviews" ADD CONSTRAINT "marketplace_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_trials" ADD CONSTRAINT "marketplace_trials_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_trials" ADD CONSTRAINT "marketplace_trials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_assets_listing_idx" ON "marketplace_assets" USING btree ("listing_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_releases_version_idx" ON "marketplace_releases" USING btree ("listing_id","version_number");--> statement-breakpoint
CREATE INDEX "marketplace_reports_status_idx" ON "marketplace_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_reviews_author_idx" ON "marketplace_reviews" USING btree ("listing_id","author_id");--> statement-breakpoint
CREATE INDEX "marketplace_reviews_listing_idx" ON "marketplace_reviews" USING btree ("listing_id");--> statement-breakpoint
ALTER TABLE "marketplace_installs" ADD CONSTRAINT "marketplace_installs_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_installs" ADD CONSTRAINT "marketplace_installs_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_installs_buyer_idx" ON "marketplace_installs" USING btree ("buyer_id");--> statement-breakpoint
-- Every listing so far was one release: its version, listed when it was.
INSERT INTO "marketplace_releases" ("listing_id", "version_number", "changelog", "created_at")
SELECT "id", "version_number", 'First release.', "created_at" FROM "marketplace_listings";--> statement-breakpoint
UPDATE "marketplace_installs" AS i SET "version_number" = l."version_number"
FROM "marketplace_listings" AS l WHERE l."id" = i."listing_id";
