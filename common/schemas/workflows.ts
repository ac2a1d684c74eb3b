/**
 * The workflows API (issue 8, item 2): workflows and agents with a draft under optimistic locking,
 * immutable numbered versions, their diff, and restoring one as the draft. The document itself is
 * `common/workflow/document.ts`.
 */
import { z } from 'zod';
import { type WorkflowDiff, workflowDiffSchema } from '../workflow/diff-schema';
import { workflowDocumentSchema } from '../workflow/document';

export const WORKFLOW_KINDS = ['workflow', 'agent'] as const;
export type WorkflowKind = (typeof WORKFLOW_KINDS)[number];

export const WORKFLOW_NAME_MAX = 120;
export const WORKFLOW_DESCRIPTION_MAX = 2000;
export const WORKFLOW_TAGS_MAX = 20;
export const WORKFLOW_TAG_MAX = 40;
export const VERSION_NOTE_MAX = 2000;

const tagsSchema = z.array(z.string().trim().min(1).max(WORKFLOW_TAG_MAX)).max(WORKFLOW_TAGS_MAX);

export const createWorkflowSchema = z.object({
  name: z.string().trim().min(1, 'Give the workflow a name.').max(WORKFLOW_NAME_MAX),
  description: z.string().trim().max(WORKFLOW_DESCRIPTION_MAX).default(''),
  tags: tagsSchema.default([]),
  kind: z.enum(WORKFLOW_KINDS).default('workflow'),
  /** The first draft; an empty document when absent. */
  document: workflowDocumentSchema.optional(),
});
export type CreateWorkflowInput = z.output<typeof createWorkflowSchema>;

export const updateWorkflowSchema = z
  .object({
    name: z.string().trim().min(1).max(WORKFLOW_NAME_MAX).optional(),
    description: z.string().trim().max(WORKFLOW_DESCRIPTION_MAX).optional(),
    tags: tagsSchema.optional(),
  })
  .refine(
    (v) => Object.values(v).some((x) => x !== undefined),
    'Say what to change: name, description or tags.',
  );
export type UpdateWorkflowInput = z.output<typeof updateWorkflowSchema>;

export const saveDraftSchema = z.object({
  document: workflowDocumentSchema,
  /** The revision this draft was edited from; a save from an older one is refused with 409. */
  revision: z.number().int().min(1),
});
export type SaveDraftInput = z.output<typeof saveDraftSchema>;

/** Activating serves a published version's triggers (the latest one unless a number is given). */
export const activateSchema = z.object({ version: z.number().int().min(1).optional() });
export type ActivateInput = z.output<typeof activateSchema>;

export const publishSchema = z.object({ note: z.string().trim().max(VERSION_NOTE_MAX).default('') });

export const workflowSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  kind: z.enum(WORKFLOW_KINDS),
  revision: z.number().int(),
  latestVersion: z.number().int().nullable(),
  /** The published version whose triggers are live; null while the workflow is inactive. */
  activeVersion: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkflowSummary = z.infer<typeof workflowSummarySchema>;

export const workflowDetailSchema = workflowSummarySchema.extend({ draft: workflowDocumentSchema });
export type WorkflowDetail = z.infer<typeof workflowDetailSchema>;

export const workflowListSchema = z.object({ workflows: z.array(workflowSummarySchema) });

export const draftSavedSchema = z.object({ revision: z.number().int(), updatedAt: z.string() });

export const versionSummarySchema = z.object({
  number: z.number().int(),
  note: z.string(),
  contentHash: z.string(),
  publishedBy: z.string(),
  publishedAt: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const versionDetailSchema = versionSummarySchema.extend({ document: workflowDocumentSchema });
export const versionListSchema = z.object({ versions: z.array(versionSummarySchema) });

/** What a diff compares: a version number, or the current draft. */
export const diffSideSchema = z.union([z.literal('draft'), z.coerce.number().int().min(1)]);
export const diffQuerySchema = z.object({ from: diffSideSchema, to: diffSideSchema.default('draft') });
export const diffResponseSchema = z.object({
  from: z.union([z.literal('draft'), z.number().int()]),
  to: z.union([z.literal('draft'), z.number().int()]),
  diff: workflowDiffSchema,
});
export type DiffResponse = { from: 'draft' | number; to: 'draft' | number; diff: WorkflowDiff };

export const RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled', 'waiting'] as const;
/**
 * A step's (or a run's) items as stored: every list whole, or, past the stored-output caps, the first items
 * that fit (`kept`, list by list) with what was left out and a `message` saying so. `items` and `bytes` are
 * what the node had (per list; in all, estimated when not all were measured). Runs stored before `kept`
 * existed have only `truncated`, `items` and `bytes`.
 */
export const storedItemsSchema = z.union([
  z.array(z.array(z.unknown())),
  z.object({
    truncated: z.literal(true),
    items: z.array(z.number().int()),
    bytes: z.number().int(),
    kept: z.array(z.array(z.unknown())).optional(),
    keptItems: z.number().int().optional(),
    totalItems: z.number().int().optional(),
    omittedBytes: z.number().int().optional(),
    message: z.string().optional(),
  }),
]);
export type StoredItems = z.infer<typeof storedItemsSchema>;
export const runErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  nodeId: z.string().optional(),
});
/** Tokens and cost (USD) of AI calls: a step's, with the models that served it, or a whole run's. */
export const runUsageSchema = z.object({
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  costUsd: z.number(),
  calls: z.number().int(),
});
export const stepUsageSchema = runUsageSchema.extend({
  models: z.array(z.string()),
  /** Another model answered than the node named (its provider is not configured), or a price is estimated. */
  notes: z.array(z.string()).optional(),
});

export const runSummarySchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  versionNumber: z.number().int().nullable(),
  trigger: z.string(),
  /** The run whose execute-workflow node started this one (trigger 'sub-workflow'). */
  parentRunId: z.string().nullable(),
  status: z.enum(RUN_STATUSES),
  error: runErrorSchema.nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  usage: runUsageSchema.nullable(),
});
export type RunSummary = z.infer<typeof runSummarySchema>;

export const runStepSchema = z.object({
  seq: z.number().int(),
  nodeId: z.string(),
  runIndex: z.number().int(),
  status: z.enum(['succeeded', 'failed', 'waiting']),
  input: storedItemsSchema,
  output: storedItemsSchema,
  error: runErrorSchema.nullable(),
  source: z.string().nullable(),
  /** What the node logged (the Code node's console output), oldest first. */
  logs: z.array(z.string()),
  tries: z.number().int(),
  usage: stepUsageSchema.nullable(),
  /** The node run that ran this one as its tool (an agent's tool node, wired `ai_tool`); null otherwise. */
  /** The step this one ran under (a tool node's run under its AI agent's step); null or absent otherwise. */
  parent: z.object({ nodeId: z.string(), runIndex: z.number().int() }).nullish(),
  /**
   * The node's parameters as its first item resolved them at run time (what each expression produced);
   * a top-level value too large to keep is `{ truncated: true, bytes }`. Null or absent for runs stored
   * before these were kept, and for steps that never read their parameters.
   */
  resolvedParameters: z.record(z.string(), z.unknown()).nullish(),
  startedAt: z.string(),
  finishedAt: z.string(),
  durationMs: z.number(),
});
export type RunStepView = z.infer<typeof runStepSchema>;

export const runDetailSchema = runSummarySchema.extend({
  result: storedItemsSchema,
  waitingFor: z.unknown().nullable(),
  steps: z.array(runStepSchema),
});
export type RunDetail = z.infer<typeof runDetailSchema>;
export const runListSchema = z.object({ runs: z.array(runSummarySchema) });

/** Import: a file's text in any format the importers read (ours, n8n, Flowise, Dify DSL). */
export const WORKFLOW_IMPORT_MAX_CHARS = 900_000;
export const importWorkflowSchema = z.object({
  content: z.string().min(1, 'Paste or upload the workflow file.').max(WORKFLOW_IMPORT_MAX_CHARS),
  name: z.string().trim().min(1).max(WORKFLOW_NAME_MAX).optional(),
  /** Absent: the kind the file names (our export), else a workflow. */
  kind: z.enum(WORKFLOW_KINDS).optional(),
});
export type ImportWorkflowInput = z.output<typeof importWorkflowSchema>;

/** Convert: a file's text as our document, without saving it (the canvas pastes it). */
export const convertWorkflowSchema = z.object({
  content: z.string().min(1, 'Paste the workflow JSON.').max(WORKFLOW_IMPORT_MAX_CHARS),
});

/**
 * A manual run of the draft (or of a published `version`): the trigger's item, pinned items by node id, or a
 * start from one trigger. A partial run names `fromNodeId` and `previousRunId`: that node and what follows
 * run again, the nodes before it keeping the outputs the previous run stored.
 */
export const startRunSchema = z
  .object({
    input: z.record(z.string(), z.unknown()).optional(),
    pinData: z.record(z.string(), z.array(z.object({ json: z.record(z.string(), z.unknown()) }))).optional(),
    startNodeId: z.string().max(64).optional(),
    version: z.number().int().min(1).optional(),
    fromNodeId: z.string().max(64).optional(),
    previousRunId: z.uuid('That is not a run id.').optional(),
    /** Run only this node and the nodes it depends on ("test up to this node"). */
    untilNodeId: z.string().max(64).optional(),
  })
  .refine((v) => (v.fromNodeId === undefined) === (v.previousRunId === undefined), {
    message: 'A partial run needs both fromNodeId and previousRunId.',
    path: ['previousRunId'],
  })
  .refine((v) => v.fromNodeId === undefined || v.startNodeId === undefined, {
    message: 'A partial run starts from fromNodeId; leave startNodeId out.',
    path: ['startNodeId'],
  });
export type StartRunInput = z.output<typeof startRunSchema>;

/** A person's answer to a run that waits for a decision (an approval node). */
export const decideRunSchema = z.object({ decision: z.enum(['approved', 'rejected']) });

export const NODE_GROUPS = ['trigger', 'flow', 'data', 'platform', 'ai'] as const;
export type NodeGroupName = (typeof NODE_GROUPS)[number];

/**
 * A node an agent can call as a tool, ready made (the agent wizard's checklist): declared in the node's folder,
 * listed in the catalogue. The call's arguments are the node's item (`={{ $json.x }}` reads argument `x`).
 */
export const nodeToolPresetSchema = z.object({
  /** The tool's name as the model sees it; also how the wizard recognises it in a saved agent. */
  name: z.string(),
  label: z.string(),
  description: z.string(),
  /** The call's arguments, as a JSON Schema object. */
  inputSchema: z.record(z.string(), z.unknown()),
  parameters: z.record(z.string(), z.unknown()),
});
export type NodeToolPreset = z.infer<typeof nodeToolPresetSchema>;

/** One node type of the catalogue (GET /api/workflows/node-types): its parameters as JSON Schema. */
export const nodeCatalogueEntrySchema = z.object({
  type: z.string(),
  version: z.number().int(),
  displayName: z.string(),
  group: z.enum(NODE_GROUPS),
  description: z.string(),
  documentation: z.string(),
  inputs: z.union([z.number().int(), z.literal('all-required')]),
  outputs: z.array(z.string()),
  parameters: z.record(z.string(), z.unknown()),
  /** The credentials the node opens, by slot (`node.credentials[slot]`). */
  credentialSlots: z.array(z.object({ name: z.string(), description: z.string() })),
  /** Inputs for sub-nodes other than items (the AI agent's tools: `ai_tool` edges). */
  subNodeInputs: z.array(z.object({ kind: z.string(), label: z.string() })),
  /** The node as a ready-made agent tool, if it makes sense as one. */
  toolPresets: z.array(nodeToolPresetSchema).optional(),
  /**
   * What a new node of this type starts with when a person adds it: its starting parameter values, and the
   * readable start of a path of its own (`hook` → `hook-1a2b3c4d`) for triggers that listen on one.
   */
  starting: z
    .object({ parameters: z.record(z.string(), z.unknown()).optional(), freshPath: z.string().optional() })
    .optional(),
});
export type NodeCatalogueEntry = z.infer<typeof nodeCatalogueEntrySchema>;
export const nodeCatalogueSchema = z.object({ nodeTypes: z.array(nodeCatalogueEntrySchema) });
