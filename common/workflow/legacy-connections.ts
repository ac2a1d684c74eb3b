/**
 * Workflow document version 0 → 1. Version 0 is the first shape, without a `schemaVersion`, modelled on
 * n8n's export: nodes may lack ids, and wires are `connections` keyed by node *name*, so renaming a node
 * broke them. (An n8n export loads through here only as far as its shapes go; mapping n8n's node types
 * and fractional type versions is the importer's job.) Version 1 gives every node a stable id and turns `connections` into `edges` between ids;
 * n8n-style retry and error flags become `retry` and `onError`, pin data is keyed by id.
 * Shipped: never edit; add a new migration instead.
 */
import { z } from 'zod';
import { type DocumentBody, DocumentLoadError } from '../documents/define-document';

const legacyTargetSchema = z.object({ node: z.string(), index: z.number().int().min(0).default(0) });

const legacyNodeSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string(),
  type: z.string(),
  typeVersion: z.number().default(1),
  position: z.tuple([z.number(), z.number()]).default([0, 0]),
  parameters: z.record(z.string(), z.unknown()).default({}),
  credentials: z.record(z.string(), z.object({ id: z.string().optional() })).optional(),
  disabled: z.boolean().optional(),
  notes: z.string().optional(),
  retryOnFail: z.boolean().optional(),
  maxTries: z.number().optional(),
  waitBetweenTries: z.number().optional(),
  continueOnFail: z.boolean().optional(),
  onError: z.enum(['stopWorkflow', 'continueRegularOutput', 'continueErrorOutput']).optional(),
});

const legacyWorkflowSchema = z.looseObject({
  nodes: z.array(legacyNodeSchema),
  /** source name → connection type (`main`) → output index → targets. */
  connections: z
    .record(z.string(), z.record(z.string(), z.array(z.array(legacyTargetSchema).nullable())))
    .default({}),
  settings: z
    .looseObject({
      timezone: z.string().optional(),
      /** Seconds; -1 meant no limit. */
      executionTimeout: z.number().optional(),
      errorWorkflow: z.string().optional(),
    })
    .default({}),
  pinData: z.record(z.string(), z.array(z.unknown())).optional(),
});

type LegacyNode = z.infer<typeof legacyNodeSchema>;

const ON_ERROR = {
  stopWorkflow: 'stop',
  continueRegularOutput: 'continue',
  continueErrorOutput: 'errorOutput',
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/** Keeps the ids a node already had; gives `node-N` (N its position, skipping any taken) to the rest. */
function assignIds(nodes: readonly LegacyNode[]): string[] {
  const taken = new Set(nodes.flatMap((n) => (n.id ? [n.id] : [])));
  return nodes.map((node, i) => {
    if (node.id) return node.id;
    let n = i + 1;
    while (taken.has(`node-${n}`)) n += 1;
    taken.add(`node-${n}`);
    return `node-${n}`;
  });
}

function migrateNode(node: LegacyNode, id: string) {
  const { retryOnFail, maxTries, waitBetweenTries, continueOnFail, onError, credentials, ...rest } = node;
  const migrated: DocumentBody = {
    id,
    type: rest.type,
    typeVersion: rest.typeVersion,
    name: rest.name,
    position: rest.position,
    parameters: rest.parameters,
  };
  const slots = Object.entries(credentials ?? {}).flatMap(([slot, c]) =>
    c.id ? [[slot, { id: c.id }]] : [],
  );
  if (slots.length > 0) migrated.credentials = Object.fromEntries(slots);
  if (rest.disabled !== undefined) migrated.disabled = rest.disabled;
  if (rest.notes !== undefined) migrated.notes = rest.notes;
  if (retryOnFail) {
    migrated.retry = {
      maxTries: clamp(maxTries ?? 3, 1, 10),
      waitMs: clamp(waitBetweenTries ?? 1000, 0, 300_000),
    };
  }
  const mode = onError ? ON_ERROR[onError] : continueOnFail ? 'continue' : undefined;
  if (mode) migrated.onError = mode;
  return migrated;
}

/** Older n8n versions pinned bare JSON objects, without the `{ json }` around them. */
const asItem = (item: unknown) =>
  typeof item === 'object' && item !== null && !Array.isArray(item) && 'json' in item ? item : { json: item };

export function upFromNamedConnections(previous: DocumentBody): DocumentBody {
  const parsed = legacyWorkflowSchema.safeParse(previous);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DocumentLoadError(
      `workflow (version 0): ${issue?.path.join('.') || 'the document'}: ${issue?.message ?? 'not a workflow'}`,
    );
  }
  const legacy = parsed.data;
  const ids = assignIds(legacy.nodes);
  // An unknown name stays as it is, so validation names it as a missing node rather than losing the wire.
  const idOf = (name: string) => ids[legacy.nodes.findIndex((n) => n.name === name)] ?? name;

  const edges: DocumentBody[] = [];
  for (const [sourceName, byType] of Object.entries(legacy.connections)) {
    for (const outputs of Object.values(byType)) {
      outputs.forEach((targets, sourceOutput) => {
        for (const target of targets ?? []) {
          edges.push({
            id: `edge-${edges.length + 1}`,
            source: idOf(sourceName),
            sourceOutput,
            target: idOf(target.node),
            targetInput: target.index,
          });
        }
      });
    }
  }

  const { timezone, executionTimeout, errorWorkflow } = legacy.settings;
  const settings: DocumentBody = {};
  if (timezone) settings.timezone = timezone;
  // Written out, not imported: a shipped migration must not change when today's limits do.
  if (executionTimeout !== undefined && executionTimeout > 0) {
    settings.timeoutS = clamp(executionTimeout, 1, 30 * 24 * 3600);
  }
  if (errorWorkflow && /^[A-Za-z0-9_-]{1,64}$/.test(errorWorkflow)) settings.errorWorkflowId = errorWorkflow;

  const migrated: DocumentBody = {
    nodes: legacy.nodes.map((node, i) => migrateNode(node, ids[i] ?? `node-${i + 1}`)),
    edges,
    settings,
  };
  if (legacy.pinData) {
    migrated.pinData = Object.fromEntries(
      Object.entries(legacy.pinData).map(([name, items]) => [idOf(name), items.map(asItem)]),
    );
  }
  return migrated;
}
