CREATE TABLE "staking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "staking_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"position_id" uuid,
	"staked_after" numeric(78, 0) NOT NULL,
	"earned_after" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staking_events_kind" CHECK ("staking_events"."kind" in ('stake', 'unstake', 'claim', 'compound'))
);
--> statement-breakpoint
CREATE TABLE "staking_fundings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"duration_seconds" bigint NOT NULL,
	"leftover" numeric(78, 0) NOT NULL,
	"reward_rate" numeric(78, 0) NOT NULL,
	"period_finish" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staking_fundings_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "staking_fundings_amount_positive" CHECK ("staking_fundings"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "staking_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"lock" text NOT NULL,
	"weight_bps" integer NOT NULL,
	"weighted" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"unlock_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "staking_positions_amount_positive" CHECK ("staking_positions"."amount" > 0),
	CONSTRAINT "staking_positions_lock" CHECK ("staking_positions"."lock" in ('flexible', '30d', '90d'))
);
--> statement-breakpoint
CREATE TABLE "staking_stakers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"staked" numeric(78, 0) DEFAULT 0 NOT NULL,
	"weighted" numeric(78, 0) DEFAULT 0 NOT NULL,
	"reward_per_token_paid" numeric(78, 0) DEFAULT 0 NOT NULL,
	"rewards_owed" numeric(78, 0) DEFAULT 0 NOT NULL,
	"rewards_paid" numeric(78, 0) DEFAULT 0 NOT NULL,
	CONSTRAINT "staking_stakers_non_negative" CHECK ("staking_stakers"."staked" >= 0 and "staking_stakers"."weighted" >= 0 and "staking_stakers"."rewards_owed" >= 0 and "staking_stakers"."rewards_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staking_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"reward_rate" numeric(78, 0) DEFAULT 0 NOT NULL,
	"period_finish" bigint DEFAULT 0 NOT NULL,
	"last_update" bigint DEFAULT 0 NOT NULL,
	"reward_per_token" numeric(78, 0) DEFAULT 0 NOT NULL,
	"total_weighted" numeric(78, 0) DEFAULT 0 NOT NULL,
	"total_staked" numeric(78, 0) DEFAULT 0 NOT NULL,
	CONSTRAINT "staking_state_single_row" CHECK ("staking_state"."id" = 1),
	CONSTRAINT "staking_state_non_negative" CHECK ("staking_state"."reward_rate" >= 0 and "staking_state"."total_weighted" >= 0 and "staking_state"."total_staked" >= 0)
);
--> statement-breakpoint
ALTER TABLE "staking_events" ADD CONSTRAINT "staking_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_events" ADD CONSTRAINT "staking_events_position_id_staking_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."staking_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_fundings" ADD CONSTRAINT "staking_fundings_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_positions" ADD CONSTRAINT "staking_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_stakers" ADD CONSTRAINT "staking_stakers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staking_events_user_key_idx" ON "staking_events" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "staking_events_user_created_idx" ON "staking_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "staking_positions_user_idx" ON "staking_positions" USING btree ("user_id","created_at");--> statement-breakpoint
INSERT INTO "staking_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;
