/**
 * The workflow document (issue 8 item 1): the one JSON shape every workflow and agent is saved,
 * versioned, run, imported and exported as. Nodes are keyed by a stable `id`; `name` is for people and
 * may change (see rename-node.ts), so edges, pin data and every reference between nodes use ids.
 * This is the current body; `schemaVersion` and the migrations of older shapes live in versions.ts.
 * Pure zod: imported by the browser and the server alike.
 */
import { z } from 'zod';
import { CREDENTIAL_NAME_MAX, credentialTypeSchema } from '../schemas/credentials';

export const MAX_WORKFLOW_NODES = 1000;
export const MAX_WORKFLOW_EDGES = 5000;
export const MAX_NODE_NAME_LENGTH = 128;
export const MAX_NODE_NOTES_LENGTH = 10_000;

/** Ids are opaque keys (n8n's UUIDs fit): safe in URLs, file names, CSS selectors and log lines. */
export const workflowIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'An id is 1 to 64 letters, digits, "_" or "-".');

/** A node type id from the node registry, e.g. `set`, `http-request`, `@aiz/agent`. */
export const nodeTypeSchema = z
  .string()
  .regex(/^[A-Za-z0-9@][A-Za-z0-9@._:/-]{0,127}$/, 'A node type is 1 to 128 letters, digits or . _ : / @ -.');

/** Names are for people: no leading or trailing space and no line break, so they read well in `$('Name')`. */
export const nodeNameSchema = z
  .string()
  .min(1, 'A node needs a name.')
  .max(MAX_NODE_NAME_LENGTH, `A node name has at most ${MAX_NODE_NAME_LENGTH} characters.`)
  .regex(/^\S(?:.*\S)?$/, 'A node name has no line break and no space at either end.');

/**
 * `[x, y]` on the canvas, as n8n stores it: importers copy it as is, and a thousand-node document stays
 * compact. The canvas converts to its own `{ x, y }` at the edge. (zod 4 numbers refuse NaN and Infinity.)
 */
export const nodePositionSchema = z.tuple([z.number(), z.number()]);

export const nodeRetrySchema = z.object({
  maxTries: z.number().int().min(1).max(10).default(3),
  waitMs: z.number().int().min(0).max(300_000).default(1000),
});

/** What a failing node does: stop the run, pass its input on, or send the error down its error output. */
export const nodeOnErrorSchema = z.enum(['stop', 'continue', 'errorOutput']);
/** A node without `onError` stops the run when it fails. */
export const DEFAULT_NODE_ON_ERROR: NodeOnError = 'stop';

const MAX_PARAMETER_DEPTH = 64;

/** Plain JSON (what survives a save and a load unchanged), at most 64 levels deep. */
function isJsonValue(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (depth >= MAX_PARAMETER_DEPTH || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.every((v) => isJsonValue(v, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every((v) => isJsonValue(v, depth + 1));
}

/**
 * Parameters are plain JSON: they are stored, diffed, migrated and shown in the builder. Checked by a
 * refinement rather than zod's recursive `z.json()`, which the OpenAPI generator cannot walk (it
 * overflows the stack), and the document goes into the OpenAPI description.
 */
export const nodeParametersSchema = z.record(
  z.string(),
  z
    .unknown()
    .refine((v) => isJsonValue(v), `A parameter is plain JSON, at most ${MAX_PARAMETER_DEPTH} levels deep.`),
);

/**
 * A credential slot of the node type (e.g. `auth`) → the stored credential: by its id once linked (the id
 * is what runs use; a name may change). A file exported or imported names it instead, `{ name, type }`,
 * so the importer links one of their own credentials to it.
 */
export const nodeCredentialRefSchema = z
  .object({
    id: workflowIdSchema.optional(),
    name: z.string().min(1).max(CREDENTIAL_NAME_MAX).optional(),
    type: credentialTypeSchema.optional(),
  })
  .refine((ref) => ref.id !== undefined || ref.name !== undefined, {
    message: 'A credential reference names the credential by id or by name.',
  });
export type NodeCredentialRef = z.infer<typeof nodeCredentialRefSchema>;

export const nodeCredentialsSchema = z.record(
  z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  nodeCredentialRefSchema,
);

export const workflowNodeSchema = z.object({
  id: workflowIdSchema,
  type: nodeTypeSchema,
  /** The version of the node type's parameters; migrated on load (node-migrations.ts). */
  typeVersion: z.number().int().min(1),
  name: nodeNameSchema,
  position: nodePositionSchema,
  parameters: nodeParametersSchema.default({}),
  credentials: nodeCredentialsSchema.optional(),
  /** A disabled node passes its input through unchanged. */
  disabled: z.boolean().optional(),
  retry: nodeRetrySchema.optional(),
  onError: nodeOnErrorSchema.optional(),
  notes: z.string().max(MAX_NODE_NOTES_LENGTH).optional(),
});

const portIndexSchema = z.number().int().min(0).max(99);

/**
 * What a wire carries (n8n's connection types). `main` (the default, absent): items, and the target runs
 * after the source. `ai_tool`: the source is a tool of the target (an AI agent), run only when the agent's
 * model calls it, never as a start node. `ai_memory` and `ai_languageModel` are kept for sub-nodes that
 * configure an AI node (imported from n8n); the executor does not run along them.
 */
export const edgeKindSchema = z.enum(['main', 'ai_tool', 'ai_memory', 'ai_languageModel']);
export type EdgeKind = z.infer<typeof edgeKindSchema>;

/** One wire: output `sourceOutput` of `source` feeds input `targetInput` of `target` (both node ids). */
export const workflowEdgeSchema = z.object({
  id: workflowIdSchema,
  source: workflowIdSchema,
  sourceOutput: portIndexSchema,
  target: workflowIdSchema,
  targetInput: portIndexSchema,
  /** Absent: `main`. */
  kind: edgeKindSchema.optional(),
});

/** An AIZ amount as a decimal string (never a float): up to 18 decimals, as the ledger counts. */
export const aizAmountSchema = z
  .string()
  .regex(/^(?:0|[1-9]\d{0,29})(?:\.\d{1,18})?$/, 'An AIZ amount is a decimal string such as "12.5".');

export const DEFAULT_WORKFLOW_TIMEOUT_S = 300;
export const MAX_WORKFLOW_TIMEOUT_S = 30 * 24 * 3600;
export const DEFAULT_WORKFLOW_MAX_STEPS = 10_000;
export const MAX_WORKFLOW_MAX_STEPS = 1_000_000;

/** Zones already checked: every document parse checks its zone, and building an Intl formatter is not cheap. */
const knownTimezones = new Set(['UTC']);

/** Intl knows the IANA zones in the browser and in Node alike; an unknown zone throws a RangeError. */
export function isTimezone(value: string): boolean {
  if (knownTimezones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  knownTimezones.add(value);
  return true;
}

export const workflowSettingsSchema = z.object({
  timezone: z
    .string()
    .refine(isTimezone, 'The timezone is an IANA name such as "Europe/Berlin".')
    .default('UTC'),
  /** The run's deadline in seconds. */
  timeoutS: z.number().int().min(1).max(MAX_WORKFLOW_TIMEOUT_S).default(DEFAULT_WORKFLOW_TIMEOUT_S),
  /** Node executions per run, so a runaway loop ends. */
  maxSteps: z.number().int().min(1).max(MAX_WORKFLOW_MAX_STEPS).default(DEFAULT_WORKFLOW_MAX_STEPS),
  /** The workflow run when this one fails (it starts with an error trigger). */
  errorWorkflowId: workflowIdSchema.optional(),
  /** The most AIZ one run may transfer. */
  budgetAiz: aizAmountSchema.optional(),
  /**
   * The most one run may spend on AI calls, in US dollars (what providers bill; AIZ has no fixed price,
   * so this is kept apart from budgetAiz).
   */
  budgetUsd: z.number().positive().max(1_000_000).optional(),
});

/** A file beside an item's JSON: inline base64 `data`, or an `id` in the binary store. */
export const workflowBinarySchema = z
  .object({
    mimeType: z.string().min(1),
    data: z.string().optional(),
    id: z.string().optional(),
    fileName: z.string().optional(),
    fileExtension: z.string().optional(),
    /** In bytes. */
    fileSize: z.number().int().min(0).optional(),
  })
  .refine((b) => b.data !== undefined || b.id !== undefined, 'A binary needs its data or its id.');

/** Which input item an output item came from (n8n's `pairedItem`), for `$('Node').item`. */
export const pairedItemSchema = z.object({
  item: z.number().int().min(0),
  input: portIndexSchema.optional(),
});

/** n8n's item: what flows along every edge, one list per output. Shared by the engine and the UI. */
export const workflowItemSchema = z.object({
  json: z.record(z.string(), z.unknown()),
  binary: z.record(z.string(), workflowBinarySchema).optional(),
  pairedItem: z.union([pairedItemSchema, z.array(pairedItemSchema)]).optional(),
});

/** Fixed output of a node for manual runs, keyed by node id. */
export const workflowPinDataSchema = z.record(workflowIdSchema, z.array(workflowItemSchema));

export const MAX_STICKY_NOTES = 500;
export const MAX_STICKY_NOTE_LENGTH = 5000;
export const STICKY_NOTE_COLORS = ['yellow', 'blue', 'green', 'pink', 'gray'] as const;

/** A note on the canvas for people (n8n's sticky note): not a step, never run, edges never touch it. */
export const stickyNoteSchema = z.object({
  id: workflowIdSchema,
  text: z.string().max(MAX_STICKY_NOTE_LENGTH),
  position: nodePositionSchema,
  width: z.number().min(80).max(4000).default(240),
  height: z.number().min(60).max(4000).default(160),
  color: z.enum(STICKY_NOTE_COLORS).default('yellow'),
});

const workflowBodySchema = z.object({
  nodes: z
    .array(workflowNodeSchema)
    .max(MAX_WORKFLOW_NODES, `A workflow has at most ${MAX_WORKFLOW_NODES} nodes.`),
  edges: z
    .array(workflowEdgeSchema)
    .max(MAX_WORKFLOW_EDGES, `A workflow has at most ${MAX_WORKFLOW_EDGES} edges.`)
    .default([]),
  settings: workflowSettingsSchema.default(() => workflowSettingsSchema.parse({})),
  pinData: workflowPinDataSchema.optional(),
  /** Optional and ignored by the engine, so documents without it (every older one) load unchanged. */
  stickyNotes: z
    .array(stickyNoteSchema)
    .max(MAX_STICKY_NOTES, `A workflow has at most ${MAX_STICKY_NOTES} sticky notes.`)
    .optional(),
});

type WorkflowBody = z.infer<typeof workflowBodySchema>;

/** The invariants zod's shapes cannot say; each issue names its place, in its path and its message. */
function checkReferences(doc: WorkflowBody, ctx: z.RefinementCtx): void {
  const firstIndexById = new Map<string, number>();
  const firstIndexByName = new Map<string, number>();
  doc.nodes.forEach((node, i) => {
    const sameId = firstIndexById.get(node.id);
    if (sameId === undefined) firstIndexById.set(node.id, i);
    else {
      ctx.addIssue({
        code: 'custom',
        path: ['nodes', i, 'id'],
        message: `nodes[${i}] has the id "${node.id}", already used by nodes[${sameId}]; node ids are unique.`,
      });
    }
    const sameName = firstIndexByName.get(node.name);
    if (sameName === undefined) firstIndexByName.set(node.name, i);
    else {
      ctx.addIssue({
        code: 'custom',
        path: ['nodes', i, 'name'],
        message: `nodes[${i}] is named "${node.name}", like nodes[${sameName}]; node names are unique.`,
      });
    }
  });

  const edgeIds = new Map<string, number>();
  const connections = new Map<string, number>();
  doc.edges.forEach((edge, i) => {
    const sameId = edgeIds.get(edge.id);
    if (sameId === undefined) edgeIds.set(edge.id, i);
    else {
      ctx.addIssue({
        code: 'custom',
        path: ['edges', i, 'id'],
        message: `edges[${i}] has the id "${edge.id}", already used by edges[${sameId}]; edge ids are unique.`,
      });
    }
    for (const end of ['source', 'target'] as const) {
      if (!firstIndexById.has(edge[end])) {
        ctx.addIssue({
          code: 'custom',
          path: ['edges', i, end],
          message: `edges[${i}] (id "${edge.id}") has the ${end} "${edge[end]}", which is no node of this workflow.`,
        });
      }
    }
    const key = connectionKey(edge);
    const sameConnection = connections.get(key);
    if (sameConnection === undefined) connections.set(key, i);
    else {
      ctx.addIssue({
        code: 'custom',
        path: ['edges', i],
        message: `edges[${i}] joins the same output and input as edges[${sameConnection}]; an edge is drawn once.`,
      });
    }
  });

  for (const nodeId of Object.keys(doc.pinData ?? {})) {
    if (!firstIndexById.has(nodeId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['pinData', nodeId],
        message: `pinData has items for "${nodeId}", which is no node of this workflow.`,
      });
    }
  }
}

/** The identity of a wire, whatever its id: two edges with the same key are the same connection. */
export function connectionKey(
  edge: Pick<WorkflowEdge, 'source' | 'sourceOutput' | 'target' | 'targetInput' | 'kind'>,
) {
  const kind = edge.kind && edge.kind !== 'main' ? `:${edge.kind}` : '';
  return `${edge.source}:${edge.sourceOutput}->${edge.target}:${edge.targetInput}${kind}`;
}

/** The current document body, as `workflowDocument.load` returns it and `save` takes it. */
export const workflowDocumentSchema = workflowBodySchema.superRefine(checkReferences);

export type WorkflowDocument = z.infer<typeof workflowDocumentSchema>;
/** What a builder or importer may write: defaults (settings, parameters, retry) are filled in by parsing. */
export type WorkflowDocumentInput = z.input<typeof workflowDocumentSchema>;
export type WorkflowNode = z.infer<typeof workflowNodeSchema>;
export type WorkflowEdge = z.infer<typeof workflowEdgeSchema>;
export type WorkflowSettings = z.infer<typeof workflowSettingsSchema>;
export type WorkflowItem = z.infer<typeof workflowItemSchema>;
export type WorkflowBinary = z.infer<typeof workflowBinarySchema>;
export type WorkflowPinData = z.infer<typeof workflowPinDataSchema>;
export type NodePosition = z.infer<typeof nodePositionSchema>;
export type NodeRetry = z.infer<typeof nodeRetrySchema>;
export type NodeOnError = z.infer<typeof nodeOnErrorSchema>;
export type NodeParameters = z.infer<typeof nodeParametersSchema>;
export type StickyNote = z.infer<typeof stickyNoteSchema>;
