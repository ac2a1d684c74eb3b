-- Transfers are immutable: the database refuses to change or remove one. Hand-written (drizzle-kit
-- cannot express a trigger), so it lives in this custom migration (drizzle-kit generate --custom). It
-- was once appended to 0002_ledger.sql: databases migrated then already have the function and the
-- trigger, so every statement here may run over them (create or replace; drop if exists).
CREATE OR REPLACE FUNCTION "ledger_transfers_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger transfers are immutable' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "ledger_transfers_immutable" ON "ledger_transfers";--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_immutable" BEFORE UPDATE OR DELETE ON "ledger_transfers"
	FOR EACH ROW EXECUTE FUNCTION "ledger_transfers_immutable"();
