/**
 * Which workflow a request to /webhook/<path> or /webhook-test/<path> runs, and the run it gets: the active
 * version for a production call (one lookup, its settings from the version cache), the draft for a test call
 * (claiming the owner's listener). Unknown paths and wrong methods answer 404 with n8n's messages.
 */
import type { WebhookTriggerParameters } from '../../../engine/nodes/webhook-trigger/definition';
import { NotFound } from '../../../lib/errors';
import type { RunEnv, RunTarget } from '../runs';
import { loadStored } from '../workflow-rows';
import { type ServedTrigger, servedTriggers } from './served-triggers';
import { paramsOf } from './webhook-paths';
import { findServedRoute, methodsAt, servedVersion } from './webhook-registry';
import { claimTestCall } from './webhook-test-listen';

export type CallMode = 'production' | 'test';

export interface WebhookCall {
  target: RunTarget;
  nodeId: string;
  parameters: WebhookTriggerParameters;
  /** The values of the path's `:name` segments. */
  params: Record<string, string>;
}

async function notRegistered(env: RunEnv, mode: CallMode, method: string, path: string): Promise<NotFound> {
  const others = (await methodsAt(env.db, mode, 'webhook', path)).filter((m) => m !== method);
  if (others.length > 0) {
    return new NotFound(
      `This webhook is not registered for ${method} requests. Did you mean to make a ${others.join(' or ')} request?`,
    );
  }
  return new NotFound(
    mode === 'production'
      ? `The requested webhook "${method} ${path}" is not registered. The workflow must be active for its production URL to answer.`
      : `The requested webhook "${path}" is not registered. Press "Listen for a test call" in the builder, then call it again: in test mode a webhook answers one call.`,
  );
}

function webhookOf(triggers: ServedTrigger[], nodeId: string) {
  const found = triggers.find((t) => t.kind === 'webhook' && t.nodeId === nodeId);
  return found?.kind === 'webhook' ? found : undefined;
}

export async function findWebhookCall(
  env: RunEnv,
  mode: CallMode,
  method: string,
  path: string,
): Promise<WebhookCall> {
  if (mode === 'test') {
    const claimed = await claimTestCall(env.db, env.now(), method, path);
    if (!claimed) throw await notRegistered(env, mode, method, path);
    const document = loadStored(claimed.workflow.draft);
    const trigger = webhookOf(servedTriggers(claimed.workflow.id, document), claimed.nodeId);
    if (!trigger) throw await notRegistered(env, mode, method, path);
    return {
      target: { workflow: claimed.workflow, document, versionNumber: null, trigger: 'webhook-test' },
      nodeId: trigger.nodeId,
      parameters: trigger.parameters,
      params: paramsOf(trigger.path, path),
    };
  }
  const route = await findServedRoute(env.db, 'webhook', method, path);
  const served = route?.versionNumber
    ? await servedVersion(env.db, route.workflow.id, route.versionNumber)
    : undefined;
  const trigger = route && served ? webhookOf(served.triggers, route.nodeId) : undefined;
  if (!route?.versionNumber || !served || !trigger) throw await notRegistered(env, mode, method, path);
  return {
    target: {
      workflow: route.workflow,
      document: served.document,
      versionNumber: route.versionNumber,
      trigger: 'webhook',
    },
    nodeId: trigger.nodeId,
    parameters: trigger.parameters,
    params: paramsOf(trigger.path, path),
  };
}
