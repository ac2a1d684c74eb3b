CREATE TABLE "agent_wallet_chain_payments" (
	"effect_key" text PRIMARY KEY NOT NULL,
	"deployment_id" uuid NOT NULL,
	"chain_id" integer NOT NULL,
	"token" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"amount_text" text NOT NULL,
	"nonce" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"raw_tx" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_wallet_policy_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"deployment_id" uuid NOT NULL,
	"actor_id" uuid,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_wallets" (
	"deployment_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"ledger_account" text NOT NULL,
	"address" text,
	"sealed_key" jsonb,
	"policy" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_wallet_chain_payments" ADD CONSTRAINT "agent_wallet_chain_payments_deployment_id_agent_wallets_deployment_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."agent_wallets"("deployment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_wallet_policy_changes" ADD CONSTRAINT "agent_wallet_policy_changes_deployment_id_agent_wallets_deployment_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."agent_wallets"("deployment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_wallet_policy_changes" ADD CONSTRAINT "agent_wallet_policy_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_wallets" ADD CONSTRAINT "agent_wallets_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_wallets" ADD CONSTRAINT "agent_wallets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_wallet_chain_payments_wallet_idx" ON "agent_wallet_chain_payments" USING btree ("deployment_id","chain_id","token","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_wallet_chain_payments_nonce_idx" ON "agent_wallet_chain_payments" USING btree ("deployment_id","chain_id","nonce");--> statement-breakpoint
CREATE INDEX "agent_wallet_policy_changes_wallet_idx" ON "agent_wallet_policy_changes" USING btree ("deployment_id","seq");