/**
 * n8n workflow JSON → our document. Ids, names and positions are kept; `connections` (keyed by node
 * name) become edges between ids; core node types map through node-type-map.ts with their parameters
 * untouched, so n8n's expressions keep working. Anything else becomes a placeholder with its raw
 * parameters. `executeOnce` and `alwaysOutputData` have no place in the document, so they travel in
 * the node's parameters (the executor's adapter reads them there).
 */
import { z } from 'zod';
import { CREDENTIAL_NAME_MAX, type CredentialType } from '../../../../common/schemas/credentials';
import {
  type EdgeKind,
  isTimezone,
  MAX_WORKFLOW_TIMEOUT_S,
  type NodeCredentialRef,
  type NodeOnError,
  type NodeParameters,
  type WorkflowItem,
} from '../../../../common/workflow/document';
import { HTTP_CREDENTIAL_SLOT } from '../../nodes/http-request/parameters';
import { OTHER_OUTPUT } from '../../nodes/text-classifier/definition';
import { DocumentBuilder } from '../document-builder';
import { ImportError, type ImportReport, type ImportResult } from '../import-report';
import { N8N_NODE_TYPES, N8N_OLDEST_PARAMETER_VERSION, N8N_UNSUPPORTED_REASONS } from '../node-type-map';
import { PLACEHOLDER_TYPE, placeholderParameters, plainJson } from '../placeholder';
import { foldClusterNodes } from './cluster-nodes';
import { TOOL_HTTP_REQUEST, translateClusterNode } from './cluster-roots';
import { readConnections } from './connections';
import { cronNodeParameters } from './cron-node';
import { translateHttpRequest } from './http-request';
import { inlineSubWorkflow } from './inline-sub-workflow';
import { switchOutput, translateLegacyParameters } from './legacy';
import type { LegacyTranslation } from './legacy/legacy-node';
import { splitInBatchesOutput } from './legacy/split-in-batches';
import { translateLegacyNode } from './legacy/translate-legacy-node';
import { envVariablesUsed, findUnsupportedExpressions } from './unsupported-expressions';

const n8nNodeSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().min(1),
  type: z.string().min(1),
  typeVersion: z.number().optional(),
  position: z.tuple([z.number(), z.number()]).optional(),
  parameters: z.record(z.string(), z.unknown()).default({}),
  disabled: z.boolean().optional(),
  notes: z.string().optional(),
  retryOnFail: z.boolean().optional(),
  maxTries: z.number().optional(),
  waitBetweenTries: z.number().optional(),
  continueOnFail: z.boolean().optional(),
  onError: z.string().optional(),
  alwaysOutputData: z.boolean().optional(),
  executeOnce: z.boolean().optional(),
  credentials: z.record(z.string(), z.unknown()).optional(),
});

/** n8n's credential types that are one of ours; the slot keeps n8n's key (`httpHeaderAuth`). */
const N8N_CREDENTIAL_TYPES: Record<string, CredentialType> = {
  httpHeaderAuth: 'header',
  httpBasicAuth: 'basic',
  httpQueryAuth: 'query',
  httpBearerAuth: 'bearer',
};

/** `{ httpHeaderAuth: { id, name } }` → slots that name the credential (n8n's ids mean nothing here). */
function credentialSlots(credentials: Record<string, unknown> | undefined) {
  const slots: Record<string, NodeCredentialRef> = {};
  for (const [slot, value] of Object.entries(credentials ?? {})) {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(slot)) continue;
    const named = (value as { name?: unknown } | null)?.name;
    const name =
      typeof named === 'string' && named.trim() ? named.trim().slice(0, CREDENTIAL_NAME_MAX) : slot;
    const type = N8N_CREDENTIAL_TYPES[slot];
    slots[slot] = type ? { name, type } : { name };
  }
  return slots;
}

const n8nWorkflowSchema = z.looseObject({
  nodes: z.array(n8nNodeSchema),
  /** Read leniently too (`readConnections`): an entry of another shape is left out and named. */
  connections: z.unknown().optional().transform(readConnections),
  /**
   * Read leniently, as n8n does: a setting of another shape (`errorWorkflow: null` is common in public
   * collections) is left out with a note in the report (`settingsOf`), never a refusal.
   */
  settings: z.unknown().optional(),
  pinData: z.record(z.string(), z.array(z.unknown())).nullish(),
});

type N8nNode = z.infer<typeof n8nNodeSchema>;

/** The settings we carry over: timezone, the time limit (seconds; -1 is none) and the error workflow. */
interface N8nSettings {
  timezone?: string;
  executionTimeout?: number;
  errorWorkflow?: string;
}

/** The settings we read, each only in the shape n8n writes it; the others are named in `leftOut`. */
function settingsOf(raw: unknown): { settings: N8nSettings; leftOut: string[] } {
  if (raw === undefined || raw === null) return { settings: {}, leftOut: [] };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { settings: {}, leftOut: ['settings'] };
  const record = raw as Record<string, unknown>;
  const settings: N8nSettings = {};
  const leftOut: string[] = [];
  const take = <K extends keyof N8nSettings>(key: K, type: 'string' | 'number') => {
    const value = record[key];
    if (value === undefined) return;
    if (typeof value === type) settings[key] = value as N8nSettings[K];
    else leftOut.push(`${key} (${value === null ? 'null' : typeof value})`);
  };
  take('timezone', 'string');
  take('executionTimeout', 'number');
  take('errorWorkflow', 'string');
  return { settings, leftOut };
}

/** Canvas notes: not steps, and with no wires they would be taken for a trigger. */
const STICKY_NOTE = 'n8n-nodes-base.stickyNote';
const CRON_NODE = 'n8n-nodes-base.cron';
const HTTP_REQUEST = 'n8n-nodes-base.httpRequest';

const ON_ERROR: Readonly<Record<string, NodeOnError>> = {
  stopWorkflow: 'stop',
  continueRegularOutput: 'continue',
  continueErrorOutput: 'errorOutput',
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

function onErrorOf(node: N8nNode): NodeOnError | undefined {
  if (node.onError) return ON_ERROR[node.onError];
  return node.continueOnFail ? 'continue' : undefined;
}

/** n8n pinned bare JSON objects in older versions, `{ json }` in newer ones. */
function asItem(item: unknown): WorkflowItem {
  const value = plainJson(item);
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'json' in value) {
    return value as WorkflowItem;
  }
  return {
    json:
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as WorkflowItem['json'])
        : { value },
  };
}

/**
 * The output of ours an n8n wire leaves from: n8n puts the text classifier's "Other" and the Switch's
 * "extra" fallback right after their outputs (ours after all); Split In Batches v1/v2 has "loop" first
 * (ours "done").
 */
function ourOutput(nodes: N8nNode[], sourceName: string, output: number): number {
  const node = nodes.find((n) => n.name === sourceName);
  if (!node) return output;
  if (node.type === 'n8n-nodes-base.switch' && (node.typeVersion ?? 1) >= 3) {
    return switchOutput(node.parameters, output);
  }
  if (node.type !== '@n8n/n8n-nodes-langchain.textClassifier') {
    return splitInBatchesOutput(node.type, node.typeVersion ?? 1, output);
  }
  const categories = (node.parameters.categories as { categories?: unknown[] } | undefined)?.categories ?? [];
  const fallback = (node.parameters.options as { fallback?: string } | undefined)?.fallback;
  return fallback === 'other' && output === categories.length ? OTHER_OUTPUT : output;
}

/**
 * The HTTP node reads one credential, from its `auth` slot: the one n8n's parameters chose
 * (`genericAuthType` or `nodeCredentialType` name the slot), else the node's only one.
 */
function httpCredentialSlot(
  slots: Record<string, NodeCredentialRef>,
  parameters: Record<string, unknown>,
): Record<string, NodeCredentialRef> | undefined {
  const chosen = [parameters.genericAuthType, parameters.nodeCredentialType].find(
    (s): s is string => typeof s === 'string' && s in slots,
  );
  const names = Object.keys(slots);
  const slot = chosen ?? (names.length === 1 ? names[0] : undefined);
  const ref = slot === undefined ? undefined : slots[slot];
  return ref ? { [HTTP_CREDENTIAL_SLOT]: ref } : undefined;
}

/** n8n's sub-node connections that become edges of the same kind (tools run by the agent; the others wait). */
const SUB_NODE_EDGE_KINDS: Readonly<Record<string, EdgeKind>> = {
  ai_tool: 'ai_tool',
  ai_memory: 'ai_memory',
  ai_languageModel: 'ai_languageModel',
};

/** Our type for an n8n type; a node used as an agent's tool (`n8n-nodes-base.httpRequestTool`) is its node. */
function n8nTypeOf(type: string): string | undefined {
  const direct = N8N_NODE_TYPES[type];
  if (direct) return direct;
  const tool = /^(n8n-nodes-base\.[A-Za-z0-9]+)Tool$/.exec(type);
  return tool?.[1] ? N8N_NODE_TYPES[tool[1]] : undefined;
}

const EXECUTE_WORKFLOW = 'n8n-nodes-base.executeWorkflow';

/** Execute Workflow with its workflow written into the node: imported too, and kept in our node. */
function inlineExecuteWorkflow(parameters: NodeParameters): LegacyTranslation {
  const inline = inlineSubWorkflow(parameters, importN8n);
  if ('reason' in inline) return inline;
  const warnings = inline.warnings.map((w) => w.replace(/\.$/, ''));
  return { type: 'execute-workflow', parameters: inline.parameters, warnings };
}

export function importN8n(content: unknown): ImportResult {
  const parsed = n8nWorkflowSchema.safeParse(content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportError(
      `Not an n8n workflow: ${issue?.path.join('.') || 'the file'}: ${issue?.message ?? ''}`,
    );
  }
  const { connections, leftOut: connectionsLeftOut } = parsed.data.connections;
  const workflow = { ...parsed.data, connections };
  const { settings, leftOut } = settingsOf(workflow.settings);
  const builder = new DocumentBuilder();
  const report: ImportReport = {
    format: 'n8n',
    mapped: [],
    placeholders: [],
    untranslatedExpressions: [],
    warnings: [],
    credentials: [],
  };
  const sourceIdByName = new Map<string, string>();
  const clusters = foldClusterNodes(workflow.nodes, workflow.connections);
  const sourcesOf = (name: string, kind: string) =>
    workflow.nodes.filter((n) =>
      (workflow.connections[n.name]?.[kind] ?? []).flat().some((t) => t?.node === name),
    );
  report.warnings.push(...clusters.warnings);

  const envNames = new Set<string>();
  workflow.nodes.forEach((node, i) => {
    if (node.type === STICKY_NOTE) {
      report.warnings.push(`The sticky note "${node.name}" was left out (notes are not steps).`);
      return;
    }
    const folded = clusters.folded.get(node.name);
    if (folded) {
      report.mapped.push({ name: node.name, from: node.type, to: folded.became });
      return;
    }
    const sourceId = node.id ?? `node-${i + 1}`;
    sourceIdByName.set(node.name, sourceId);
    const cluster = translateClusterNode(node, sourcesOf, (message) =>
      report.warnings.push(`"${node.name}": ${message}.`),
    );
    let ours = cluster ? ('type' in cluster ? cluster.type : undefined) : n8nTypeOf(node.type);
    const isHttp =
      node.type === HTTP_REQUEST || node.type === `${HTTP_REQUEST}Tool` || node.type === TOOL_HTTP_REQUEST;
    let parameters: NodeParameters = plainJson(
      cluster && 'type' in cluster ? cluster.parameters : node.parameters,
    ) as NodeParameters;
    if (node.type === CRON_NODE) {
      const cron = cronNodeParameters(parameters);
      parameters = cron.parameters;
      for (const mode of cron.skipped) {
        report.warnings.push(`"${node.name}" has a trigger time of mode "${mode}", which was left out.`);
      }
    }
    if (isHttp) {
      parameters = translateHttpRequest(parameters, (message) =>
        report.warnings.push(`"${node.name}": ${message}.`),
      );
    }
    // A legacy node that becomes another of ours (Item Lists, Function, ...), or the reason it cannot run.
    const renamed =
      node.type === EXECUTE_WORKFLOW && parameters.source === 'parameter'
        ? inlineExecuteWorkflow(parameters)
        : translateLegacyNode(node.type, parameters, node.typeVersion ?? 1);
    if (renamed && 'type' in renamed) {
      ours = renamed.type;
      parameters = renamed.parameters;
      for (const warning of renamed.warnings ?? []) report.warnings.push(`"${node.name}": ${warning}.`);
    }
    // An older version's parameters in our node's shape, or a placeholder naming what cannot run.
    const legacy =
      ours && !renamed ? translateLegacyParameters(node.type, node.typeVersion ?? 1, parameters) : undefined;
    const refused =
      (renamed && 'reason' in renamed ? renamed.reason : undefined) ??
      (legacy && 'unsupported' in legacy ? legacy.unsupported : undefined);
    if (legacy && 'parameters' in legacy) parameters = legacy.parameters;
    if (ours && !refused) {
      parameters = { ...parameters, ...(clusters.parameters.get(node.name) as NodeParameters | undefined) };
      if (node.executeOnce) parameters = { ...parameters, executeOnce: true };
      if (node.alwaysOutputData) parameters = { ...parameters, alwaysOutputData: true };
    } else {
      const reason =
        refused ??
        (cluster && 'reason' in cluster ? cluster.reason : undefined) ??
        N8N_UNSUPPORTED_REASONS[node.type] ??
        `no AIZ node does what the n8n node "${node.type}" does`;
      parameters = placeholderParameters({
        originalType: node.type,
        source: 'n8n',
        reason,
        originalParameters: node.parameters,
      });
    }
    const mappedType = refused ? undefined : ours;
    const name = builder.addNode({
      sourceId,
      name: node.name,
      type: mappedType ?? PLACEHOLDER_TYPE,
      position: node.position ?? [0, 0],
      parameters,
      disabled: node.disabled,
      retry: node.retryOnFail
        ? {
            maxTries: clamp(node.maxTries ?? 3, 1, 10),
            waitMs: clamp(node.waitBetweenTries ?? 1000, 0, 300_000),
          }
        : undefined,
      onError: onErrorOf(node),
      notes: node.notes,
      credentials: isHttp
        ? httpCredentialSlot(credentialSlots(node.credentials), node.parameters)
        : credentialSlots(node.credentials),
    });
    if (node.credentials && Object.keys(node.credentials).length > 0) {
      report.warnings.push(
        `"${name}" used n8n credentials (${Object.keys(node.credentials).join(', ')}); link AIZ credentials to it.`,
      );
    }
    const oldest = N8N_OLDEST_PARAMETER_VERSION[node.type];
    if (mappedType && !legacy && oldest !== undefined && (node.typeVersion ?? 1) < oldest) {
      report.warnings.push(
        `"${name}" is version ${node.typeVersion ?? 1} of ${node.type}; our ${ours} node reads the parameters of version ${oldest} and later: check its settings.`,
      );
    }
    if (legacy && 'parameters' in legacy && oldest !== undefined && (node.typeVersion ?? 1) < oldest) {
      report.warnings.push(
        `"${name}" is version ${node.typeVersion ?? 1} of ${node.type}; its parameters were translated to those of our ${ours} node.`,
      );
    }
    if (mappedType) {
      report.mapped.push({ name, from: node.type, to: mappedType });
      report.untranslatedExpressions.push(...findUnsupportedExpressions(name, parameters));
    } else {
      report.placeholders.push({ name, from: node.type, reason: String(parameters.reason) });
    }
    for (const env of envVariablesUsed(node.parameters)) envNames.add(env);
  });
  if (envNames.size > 0) {
    report.warnings.push(
      `$env reads the workflow variables here: add a workflow variable for ${[...envNames].map((n) => `"${n}"`).join(', ')} (an unset one stops the run).`,
    );
  }

  for (const [sourceName, byType] of Object.entries(workflow.connections)) {
    for (const [connectionType, outputs] of Object.entries(byType)) {
      if (connectionType !== 'main') {
        if (clusters.folded.has(sourceName)) continue;
        const kind = SUB_NODE_EDGE_KINDS[connectionType];
        if (!kind) {
          report.warnings.push(
            `"${sourceName}" is wired to its cluster node through "${connectionType}"; only main, ai_tool, ai_memory and ai_languageModel connections become edges.`,
          );
          continue;
        }
        for (const target of outputs.flat()) {
          const source = sourceIdByName.get(sourceName);
          const targetId = target && sourceIdByName.get(target.node);
          if (!source || !targetId) {
            report.warnings.push(
              `A connection from "${sourceName}" to "${target?.node ?? '?'}" names a missing node; it was left out.`,
            );
            continue;
          }
          // A sub-node hangs off its root: the agent runs a tool when its model calls it, never on its own.
          builder.addEdge({ source, sourceOutput: 0, target: targetId, targetInput: 0, kind });
        }
        continue;
      }
      outputs.forEach((targets, sourceOutput) => {
        for (const target of targets ?? []) {
          const source = sourceIdByName.get(sourceName);
          const targetId = sourceIdByName.get(target.node);
          if (!source || !targetId) {
            report.warnings.push(
              `A connection from "${sourceName}" to "${target.node}" names a missing node; it was left out.`,
            );
            continue;
          }
          builder.addEdge({
            source,
            sourceOutput: ourOutput(workflow.nodes, sourceName, sourceOutput),
            target: targetId,
            targetInput: target.index,
          });
        }
      });
    }
  }

  if (leftOut.length > 0) {
    report.warnings.push(
      `These n8n settings had no value we could use and were left out: ${leftOut.join(', ')}.`,
    );
  }
  if (connectionsLeftOut.length > 0) {
    report.warnings.push(
      `These connections are not in n8n's shape and were left out: ${connectionsLeftOut.join(', ')}.`,
    );
  }
  const timezone = settings.timezone;
  if (timezone && timezone !== 'DEFAULT' && !isTimezone(timezone)) {
    report.warnings.push(`The timezone "${timezone}" is unknown; the workflow runs in UTC.`);
  }
  const pinData = Object.fromEntries(
    Object.entries(workflow.pinData ?? {}).flatMap(([name, items]) => {
      const id = sourceIdByName.get(name);
      if (!id)
        report.warnings.push(`Pin data for "${name}", which is no node of the workflow, was left out.`);
      return id ? [[id, items.map(asItem)]] : [];
    }),
  );
  const { executionTimeout, errorWorkflow } = settings;
  if (errorWorkflow) {
    report.warnings.push(
      `The error workflow "${errorWorkflow}" is an n8n workflow id; choose an AIZ error workflow.`,
    );
  }
  const document = builder.build({
    timezone: timezone && timezone !== 'DEFAULT' && isTimezone(timezone) ? timezone : undefined,
    timeoutS:
      executionTimeout !== undefined && executionTimeout > 0
        ? clamp(executionTimeout, 1, MAX_WORKFLOW_TIMEOUT_S)
        : undefined,
    pinData,
  });
  report.warnings.push(...builder.warnings);
  return { document, report };
}
