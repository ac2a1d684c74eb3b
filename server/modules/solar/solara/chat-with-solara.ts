/**
 * One message to Solara over the API: who Solara works for (the platform, or a deployment's owner), its
 * workflow document run on the engine with the solar port and the conversation store, and the Solara node's
 * reply. The run is in memory: a chat message is not a stored workflow run.
 */
import { randomUUID } from 'node:crypto';
import {
  type SolaraBrand,
  type SolaraChatRequest,
  type SolaraChatResponse,
  type SolaraConfig,
  type SolaraMessage,
  type SolaraStep,
  solaraConfigSchema,
} from '@common/schemas/solara';
import { solaraVariant } from '@common/solar/solara';
import type { WorkflowDocument } from '@common/workflow/document';
import type { DbOrTx } from '../../../db/client';
import { createMemoryRunStore, runDocument, systemClock } from '../../../engine/adapter';
import { NotFound } from '../../../lib/errors';
import { type DeploymentRow, deploymentBySlug } from '../../deployments';
import { publishedVersion } from '../../workflows';
import type { SolaraConversationStore } from './conversation-store';
import type { SolaraLeadsCtx, SolaraLeadsPort } from './leads-port';
import { officialOwnerId } from './official-owner';
import { type SolaraInstaller, solaraSolarPort } from './solar-port';
import { SOLARA_CHAT_NODE_ID, SOLARA_NODE_ID, solaraConfigOf, solaraWorkflow } from './solara-workflow';

export interface SolaraChatDeps extends SolaraLeadsCtx {
  leads: SolaraLeadsPort;
  conversations: SolaraConversationStore;
}

/** Said when the run ends without a reply (a bug, not the homeowner's doing). */
export const SOLARA_FAILED = 'Solara could not answer just now. Please try again in a moment.';

/** Said for a slug that names no active Solara (none, paused, or a deployment of another workflow). */
export const SOLARA_NOT_DEPLOYED = 'No Solara is deployed under that name.';

/** The platform's own Solara, and each of its variants (a template's preview): document and config, made once. */
const platformTargets = new Map<string, { document: WorkflowDocument; config: SolaraConfig }>();
function platformSolara(variant: SolaraChatRequest['variant']) {
  const key = variant ?? '';
  let made = platformTargets.get(key);
  if (!made) {
    const input = { ...(variant ? solaraVariant(variant).config : {}), demonstration: true };
    made = { document: solaraWorkflow(input), config: solaraConfigSchema.parse(input) };
    platformTargets.set(key, made);
  }
  return made;
}

/** Who Solara works for in one chat, and what it runs: the platform's template, or a deployment's version. */
export interface SolaraTarget extends SolaraInstaller {
  document: WorkflowDocument;
  config: SolaraConfig;
}

/**
 * A deployment's Solara: its published version's document (whose Solara node carries the installer's brand,
 * prices, area, consent and time zone), its owner (leads and bookings, in the owner's hours) and its id.
 */
export async function deployedSolara(db: DbOrTx, row: DeploymentRow): Promise<SolaraTarget> {
  if (row.status !== 'active') throw new NotFound(SOLARA_NOT_DEPLOYED);
  const version = await publishedVersion(db, row.workflowId, row.versionNumber);
  const config = solaraConfigOf(version.document);
  if (!config) throw new NotFound(SOLARA_NOT_DEPLOYED);
  return { ownerId: async () => row.ownerId, deploymentId: row.id, document: version.document, config };
}

async function targetOf(
  deps: SolaraChatDeps,
  slug: string | undefined,
  variant: SolaraChatRequest['variant'],
): Promise<SolaraTarget> {
  if (!slug) {
    return {
      ownerId: () => officialOwnerId(deps.db, deps.now),
      deploymentId: null,
      ...platformSolara(variant),
    };
  }
  const row = await deploymentBySlug(deps.db, slug);
  if (!row) throw new NotFound(SOLARA_NOT_DEPLOYED);
  return deployedSolara(deps.db, row);
}

/** The brand as the chat shows it, with the conversation's language when it is not English. */
export const brandOf = (config: SolaraConfig): SolaraBrand => ({
  name: config.brandName,
  color: config.brandColor,
  logoUrl: config.logoUrl,
  ...(config.locale && config.locale !== 'en' ? { locale: config.locale } : {}),
});

/** One message; `target` when the caller already holds the deployment (the chat on an installer's site). */
export async function chatWithSolara(
  deps: SolaraChatDeps,
  input: SolaraChatRequest,
  target?: SolaraTarget,
): Promise<SolaraChatResponse> {
  const installer = target ?? (await targetOf(deps, input.deployment, input.variant));
  // Conversations of different installers never mix: the key carries the deployment.
  // and so do a preview's variants.
  const keyOf = (id: string) =>
    `${installer.deploymentId ?? (input.variant ? `platform/${input.variant}` : 'platform')}:${id}`;
  const known =
    input.conversationId !== undefined &&
    (await deps.conversations.has(keyOf(input.conversationId), deps.now()));
  // An unknown or expired conversation starts again under a new id (its greeting says hello again).
  const conversationId = known ? input.conversationId! : randomUUID();
  const message = input.message.trim();
  const run = await runDocument(installer.document, {
    store: createMemoryRunStore(),
    clock: { ...systemClock, now: () => deps.now().getTime() },
    startNodeId: SOLARA_CHAT_NODE_ID,
    triggerItems: [
      {
        json: {
          // A chat trigger needs some text; `start` tells Solara the chat just opened.
          chatInput: message || 'start',
          sessionId: keyOf(conversationId),
          inputs: { start: message === '' },
        },
      },
    ],
    ports: {
      solar: solaraSolarPort({ db: deps.db, now: deps.now }, deps.leads, installer),
      conversation: deps.conversations.port(deps.now),
    },
  });
  const reply = run.steps.findLast((s) => s.nodeId === SOLARA_NODE_ID && s.status === 'succeeded')
    ?.output[0]?.[0]?.json;
  if (run.status !== 'succeeded' || !reply) throw new Error(run.error?.message ?? SOLARA_FAILED);
  return {
    conversationId,
    messages: reply.messages as SolaraMessage[],
    step: reply.step as SolaraStep,
    brand: brandOf(installer.config),
    locale: installer.config.locale ?? 'en',
  };
}
