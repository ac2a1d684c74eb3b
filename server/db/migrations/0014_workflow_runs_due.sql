-- Durable timers (server/modules/workflows/timers.ts) poll for waiting runs whose time has come; this keeps
-- that poll to the few waiting rows, in order of when they are due. Safe to run again.
CREATE INDEX IF NOT EXISTS "workflow_runs_due_idx" ON "workflow_runs" ((("waiting_for"->>'until')::double precision)) WHERE "status" = 'waiting';
