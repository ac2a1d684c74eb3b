/**
 * Which surfaces a deployment offers, one rule for the server (what it serves, and what it refuses with
 * `SURFACE_PAGE_NOT_OFFERED`) and the browser (what the deploy dialog lists): a document can serve a surface
 * when it has the trigger that surface needs, and a deployment offers the surfaces its owner left on.
 * Also where a call enters a workflow, so the dialog can say in what shape a call's input arrives.
 */

import { DEPLOYMENT_SURFACES, type DeploymentSurface } from '../schemas/deployments';
import type { WorkflowDocument } from '../workflow/document';

/** Said by the hosted chat and form pages of a deployment that does not offer them (HTTP 403). */
export const SURFACE_PAGE_NOT_OFFERED =
  'This deployment does not offer this page. Its owner can turn it on in the fleet.';

type TriggerDocument = Pick<WorkflowDocument, 'nodes'>;

const liveTypes = (document: TriggerDocument) =>
  new Set(document.nodes.filter((n) => !n.disabled).map((n) => n.type));

/** The surfaces a document can serve: webhook needs a webhook trigger, schedule a schedule trigger, the
 * form page a form, chat or manual trigger; REST, chat, widget, OpenAI and MCP enter by any trigger. */
export function surfacesFor(document: TriggerDocument): DeploymentSurface[] {
  const types = liveTypes(document);
  return DEPLOYMENT_SURFACES.filter((surface) => {
    switch (surface) {
      case 'webhook':
        return types.has('webhook-trigger');
      case 'schedule':
        return types.has('schedule-trigger');
      case 'form':
        return types.has('form-trigger') || types.has('chat-trigger') || types.has('manual-trigger');
      default:
        return true;
    }
  });
}

/** True when the deployment serves this surface (the hosted pages and every call check this). */
export function offersSurface(deployment: { surfaces: readonly string[] }, surface: DeploymentSurface) {
  return deployment.surfaces.includes(surface);
}

/** Surfaces that talk to a chat trigger when the workflow has one (the message becomes `chatInput`). */
const CHAT_SURFACES = new Set<DeploymentSurface>(['widget', 'chat', 'openai']);
/** Where a call enters a workflow, in order of preference, per kind of surface. */
const CHAT_ENTRY = ['chat-trigger', 'manual-trigger', 'webhook-trigger', 'form-trigger'] as const;
const DATA_ENTRY = ['manual-trigger', 'webhook-trigger', 'form-trigger', 'chat-trigger'] as const;
export type EntryTrigger = (typeof CHAT_ENTRY)[number];

/** The trigger node a call on `surface` starts at, or undefined (then the run starts at the document's roots). */
export function entryNodeOf<N extends TriggerDocument['nodes'][number]>(
  document: { nodes: readonly N[] },
  surface: DeploymentSurface,
): (N & { type: EntryTrigger }) | undefined {
  const order = CHAT_SURFACES.has(surface) ? CHAT_ENTRY : DATA_ENTRY;
  const live = document.nodes.filter((n) => !n.disabled);
  return order.map((type) => live.find((n) => n.type === type)).find(Boolean) as
    | (N & { type: EntryTrigger })
    | undefined;
}
