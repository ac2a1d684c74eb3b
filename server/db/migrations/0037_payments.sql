CREATE TABLE "aiz_admin_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"admin_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"reason" text NOT NULL,
	"transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "aiz_admin_grants_idempotency_key_key" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "aiz_purchases" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"pack_id" text NOT NULL,
	"pack_name" text NOT NULL,
	"aiz_amount" numeric(78, 0) NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"checkout_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"credited_transfer_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "aiz_purchases_credited_has_transfer" CHECK (("aiz_purchases"."status" = 'credited') = ("aiz_purchases"."credited_transfer_id" is not null)),
	CONSTRAINT "aiz_purchases_amounts_positive" CHECK ("aiz_purchases"."aiz_amount" > 0 and "aiz_purchases"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "aiz_admin_grants" ADD CONSTRAINT "aiz_admin_grants_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aiz_admin_grants" ADD CONSTRAINT "aiz_admin_grants_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aiz_admin_grants" ADD CONSTRAINT "aiz_admin_grants_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aiz_purchases" ADD CONSTRAINT "aiz_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aiz_purchases" ADD CONSTRAINT "aiz_purchases_credited_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("credited_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aiz_admin_grants_created_idx" ON "aiz_admin_grants" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "aiz_purchases_request_key_idx" ON "aiz_purchases" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "aiz_purchases_user_created_idx" ON "aiz_purchases" USING btree ("user_id","created_at");