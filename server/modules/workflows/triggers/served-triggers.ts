/**
 * The trigger nodes of a document that answer requests (webhooks and forms), with their settings parsed
 * once per version: at activation, and for the hot path's cache, never per request.
 */
import { type WebhookMethod, webhookPathSchema } from '@common/schemas/webhooks';
import type { WorkflowDocument, WorkflowNode } from '@common/workflow/document';
import type { z } from 'zod';
import {
  type FormTriggerParameters,
  formTriggerNode,
  formTriggerParameters,
} from '../../../engine/nodes/form-trigger/definition';
import { respondToWebhookNode } from '../../../engine/nodes/respond-to-webhook/definition';
import {
  type WebhookTriggerParameters,
  webhookTriggerNode,
  webhookTriggerParameters,
} from '../../../engine/nodes/webhook-trigger/definition';
import { Invalid } from '../../../lib/errors';
import { routeKey } from './webhook-paths';

export type ServedTrigger =
  | {
      kind: 'webhook';
      nodeId: string;
      method: WebhookMethod;
      path: string;
      parameters: WebhookTriggerParameters;
    }
  | { kind: 'form'; nodeId: string; method: 'POST'; path: string; parameters: FormTriggerParameters };

export type TriggerKind = ServedTrigger['kind'];

export const NO_RESPOND_NODE = 'No Respond to Webhook node found in the workflow';

function parsed<S extends z.ZodType>(schema: S, node: WorkflowNode): z.output<S> {
  const result = schema.safeParse(node.parameters ?? {});
  if (result.success) return result.data;
  const [first] = result.error.issues;
  const where = first?.path.map(String).join('.') || 'parameters';
  throw new Invalid(`Node "${node.name}": parameter "${where}" is invalid: ${first?.message ?? 'invalid'}`);
}

/** A path left empty is `<workflow id>/<node id>`: stable, and unique to this node. */
function pathOf(workflowId: string, node: WorkflowNode, path: string | undefined): string {
  return path ?? webhookPathSchema.parse(`${workflowId}/${node.id}`);
}

function triggerOf(workflowId: string, node: WorkflowNode): ServedTrigger | undefined {
  if (node.type === webhookTriggerNode.type) {
    const parameters = parsed(webhookTriggerParameters, node);
    const path = pathOf(workflowId, node, parameters.path);
    return { kind: 'webhook', nodeId: node.id, method: parameters.httpMethod, path, parameters };
  }
  if (node.type === formTriggerNode.type) {
    const parameters = parsed(formTriggerParameters, node);
    if (parameters.formFields.length === 0) throw new Invalid(`Node "${node.name}": the form has no fields.`);
    return {
      kind: 'form',
      nodeId: node.id,
      method: 'POST',
      path: pathOf(workflowId, node, parameters.path),
      parameters,
    };
  }
  return undefined;
}

/**
 * The webhook and form triggers `document` serves (disabled ones serve nothing, as in n8n). Refuses, with a
 * message naming the node, settings that cannot serve: bad parameters, a form without fields, a trigger
 * that answers through a Respond to Webhook node when there is none, two triggers on one method and path.
 */
export function servedTriggers(workflowId: string, document: WorkflowDocument): ServedTrigger[] {
  const enabled = document.nodes.filter((n) => !n.disabled);
  const hasRespondNode = enabled.some((n) => n.type === respondToWebhookNode.type);
  const served: ServedTrigger[] = [];
  const seen = new Set<string>();
  for (const node of enabled) {
    const trigger = triggerOf(workflowId, node);
    if (!trigger) continue;
    if (trigger.parameters.responseMode === 'responseNode' && !hasRespondNode) {
      throw new Invalid(`Node "${node.name}": ${NO_RESPOND_NODE}.`);
    }
    const key = `${trigger.kind} ${trigger.method} ${routeKey(trigger.path)}`;
    if (seen.has(key)) {
      throw new Invalid(
        `Two triggers of this workflow answer ${trigger.method} requests at "${trigger.path}".`,
      );
    }
    seen.add(key);
    served.push(trigger);
  }
  return served;
}
