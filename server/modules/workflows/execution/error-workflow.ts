/**
 * The error workflow (n8n's): when a run started by a trigger fails, the workflow its settings name
 * (`errorWorkflowId`, same owner) runs from its error-trigger node with n8n's error item. Like n8n, the error
 * workflow need not be active: its active version runs, else its draft. Runs started by hand report their
 * error to the person who started them, and a failing error workflow never starts another (no loops).
 */
import type { WorkflowDocument } from '@common/workflow/document';
import { and, eq } from 'drizzle-orm';
import { workflows } from '../../../db/schema/workflows';
import type { RunRecord } from '../../../engine/core';
import type { RunEnv, Runner, RunTarget } from '../runs';
import { documentOfRun } from '../workflow-rows';

/** Triggers whose failures are not sent on: by hand (the person sees it), and error runs themselves. */
const NOT_REPORTED = new Set(['manual', 'partial', 'error']);

/** n8n's error item: `{execution: {id, error: {message}, lastNodeExecuted, mode}, workflow: {id, name}}`. */
export function errorItem(target: RunTarget, record: RunRecord): Record<string, unknown> {
  const nameOf = (id: string | undefined) => target.document.nodes.find((n) => n.id === id)?.name;
  const lastNodeExecuted = nameOf(record.error?.nodeId ?? record.steps.at(-1)?.nodeId);
  return {
    execution: {
      id: record.id,
      error: { message: record.error?.message ?? 'The run failed.' },
      ...(lastNodeExecuted ? { lastNodeExecuted } : {}),
      mode: target.trigger,
    },
    workflow: { id: target.workflow.id, name: target.workflow.name },
  };
}

const errorTriggerOf = (document: WorkflowDocument) =>
  document.nodes.find((n) => n.type === 'error-trigger' && !n.disabled);

/** A run hook: after a failed run, the error workflow its settings name. */
export async function runErrorWorkflow(
  env: RunEnv,
  target: RunTarget,
  record: RunRecord,
  runner: Runner,
): Promise<void> {
  const errorWorkflowId = target.document.settings.errorWorkflowId;
  if (record.status !== 'failed' || !errorWorkflowId || NOT_REPORTED.has(target.trigger)) return;
  const [row] = await env.db
    .select()
    .from(workflows)
    .where(and(eq(workflows.id, errorWorkflowId), eq(workflows.ownerId, target.workflow.ownerId)));
  if (!row || row.deletedAt) {
    env.log.warn('error workflow not found', { workflowId: target.workflow.id, errorWorkflowId });
    return;
  }
  const document = await documentOfRun(env.db, row, row.activeVersion);
  const trigger = errorTriggerOf(document);
  if (!trigger) {
    env.log.warn('error workflow has no error trigger', { workflowId: target.workflow.id, errorWorkflowId });
    return;
  }
  await runner.executeRun(
    env,
    { workflow: row, document, versionNumber: row.activeVersion, trigger: 'error' },
    { triggerItems: [{ json: errorItem(target, record) }], startNodeId: trigger.id },
  );
}
