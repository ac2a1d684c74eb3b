CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"hash" text NOT NULL,
	"deployment_ids" jsonb,
	"surfaces" jsonb NOT NULL,
	"rate_limit_per_minute" integer NOT NULL,
	"monthly_quota" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deployment_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"deployment_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"from_version" integer,
	"to_version" integer,
	"detail" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deployment_runs" (
	"run_id" uuid PRIMARY KEY NOT NULL,
	"deployment_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"surface" text NOT NULL,
	"api_key_id" uuid,
	"caller_id" uuid,
	"idempotency_key" text,
	"charged_base_units" numeric(78, 0) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"duration_ms" bigint,
	"usage" jsonb,
	"error" text,
	"rating" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deployments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"version_number" integer NOT NULL,
	"status" text NOT NULL,
	"surfaces" jsonb NOT NULL,
	"price_base_units" numeric(78, 0) DEFAULT '0' NOT NULL,
	"timeout_ms" integer NOT NULL,
	"widget" jsonb NOT NULL,
	"publishable_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_changes" ADD CONSTRAINT "deployment_changes_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_changes" ADD CONSTRAINT "deployment_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_runs" ADD CONSTRAINT "deployment_runs_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_runs" ADD CONSTRAINT "deployment_runs_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_runs" ADD CONSTRAINT "deployment_runs_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_idx" ON "api_keys" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deployment_changes_deployment_idx" ON "deployment_changes" USING btree ("deployment_id","at");--> statement-breakpoint
CREATE INDEX "deployment_runs_deployment_idx" ON "deployment_runs" USING btree ("deployment_id","started_at");--> statement-breakpoint
CREATE INDEX "deployment_runs_key_idx" ON "deployment_runs" USING btree ("api_key_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deployment_runs_idempotency_idx" ON "deployment_runs" USING btree ("api_key_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "deployments_slug_idx" ON "deployments" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "deployments_publishable_key_idx" ON "deployments" USING btree ("publishable_key");--> statement-breakpoint
CREATE INDEX "deployments_owner_idx" ON "deployments" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deployments_workflow_idx" ON "deployments" USING btree ("workflow_id");