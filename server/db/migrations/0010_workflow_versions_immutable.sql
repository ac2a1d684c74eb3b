-- A published version never changes: the database refuses any update (deleting the whole workflow still
-- removes its versions). Hand-written (drizzle-kit cannot express a trigger), so it lives in this custom
-- migration; every statement may run twice.
CREATE OR REPLACE FUNCTION "workflow_versions_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'published workflow versions are immutable' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "workflow_versions_immutable" ON "workflow_versions";--> statement-breakpoint
CREATE TRIGGER "workflow_versions_immutable" BEFORE UPDATE ON "workflow_versions"
	FOR EACH ROW EXECUTE FUNCTION "workflow_versions_immutable"();
