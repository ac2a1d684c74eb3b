CREATE TABLE "web3_bridge_cursors" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"next_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "web3_bridge_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"user_ref" text NOT NULL,
	"user_id" uuid,
	"from_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web3_bridge_reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain_id" integer NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"block_number" bigint,
	"ledger_on_chain" numeric(78, 0),
	"chain_total_supply" numeric(78, 0),
	"ledger_pending" numeric(78, 0),
	"open_vouchers" numeric(78, 0),
	"ok" boolean NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "web3_bridge_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"withdrawals_enabled" boolean DEFAULT false NOT NULL,
	"paused_at" timestamp with time zone,
	"paused_reason" text,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	CONSTRAINT "web3_bridge_settings_single_row" CHECK ("web3_bridge_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "web3_bridge_user_refs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"user_ref" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "web3_bridge_user_refs_user_ref_key" UNIQUE("user_ref")
);
--> statement-breakpoint
CREATE TABLE "web3_bridge_withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"idempotency_key" text,
	"chain_id" integer NOT NULL,
	"claims_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"nonce" numeric(78, 0) NOT NULL,
	"ref" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"signature" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claim_tx_hash" text,
	"claim_log_index" integer,
	"settled_at" timestamp with time zone,
	CONSTRAINT "web3_bridge_withdrawals_ref_key" UNIQUE("ref"),
	CONSTRAINT "web3_bridge_withdrawals_amount_positive" CHECK ("web3_bridge_withdrawals"."amount" > 0),
	CONSTRAINT "web3_bridge_withdrawals_status" CHECK ("web3_bridge_withdrawals"."status" in ('pending', 'claimed', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "web3_bridge_deposits" ADD CONSTRAINT "web3_bridge_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web3_bridge_settings" ADD CONSTRAINT "web3_bridge_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web3_bridge_user_refs" ADD CONSTRAINT "web3_bridge_user_refs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web3_bridge_withdrawals" ADD CONSTRAINT "web3_bridge_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "web3_bridge_deposits_log_key" ON "web3_bridge_deposits" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "web3_bridge_deposits_user_idx" ON "web3_bridge_deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "web3_bridge_reconciliations_ran_idx" ON "web3_bridge_reconciliations" USING btree ("ran_at");--> statement-breakpoint
CREATE UNIQUE INDEX "web3_bridge_withdrawals_chain_nonce_key" ON "web3_bridge_withdrawals" USING btree ("chain_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "web3_bridge_withdrawals_user_key_key" ON "web3_bridge_withdrawals" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "web3_bridge_withdrawals_user_idx" ON "web3_bridge_withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "web3_bridge_withdrawals_pending_idx" ON "web3_bridge_withdrawals" USING btree ("chain_id","deadline") WHERE "web3_bridge_withdrawals"."status" = 'pending';