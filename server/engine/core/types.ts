/**
 * What the executor runs: its own small view of a workflow, which a thin adapter maps the saved document
 * onto. Nodes are keyed by a stable `id` (renaming a node must not break a run or its stored steps).
 */

/** n8n's item: one record flowing between nodes. */
export interface Item {
  json: Record<string, unknown>;
  binary?: Record<string, unknown>;
}

/** Per node run: one list of items per input or per output. */
export type ItemLists = Item[][];

export type OnError = 'stop' | 'continue' | 'errorOutput';

export interface ExecutableNode {
  id: string;
  name: string;
  type: string;
  /** The document's parameter version of the node (documents are migrated when they load). */
  typeVersion?: number;
  parameters: Record<string, unknown>;
  disabled?: boolean;
  /** Only the first item of each input is given to the node. */
  executeOnce?: boolean;
  /** An empty first output becomes one empty item (n8n). */
  alwaysOutputData?: boolean;
  retry?: { maxTries: number; waitMs: number };
  onError?: OnError;
  /** One try's limit; the run's deadline caps it too. */
  timeoutMs?: number;
  /** Canvas position [x, y]: n8n runs the children of a node top-left first. */
  position?: [number, number];
  /** The node's credential slots: the linked credential's id, or only the name of one still to link. */
  credentials?: Record<string, { id?: string; name?: string }>;
  /** What the person wrote about the node (a tool's description for the model, when it has none of its own). */
  notes?: string;
}

/**
 * What a wire carries: `main` (absent) items, run in order; `ai_tool` makes the source a tool of the
 * target, which runs it when it wants (`NodeContext.attached`, `runAttached`); the other `ai_*` kinds
 * configure the target. Only `main` edges schedule nodes, and a node wired out through another kind is
 * never a start node.
 */
export type EdgeKind = 'main' | 'ai_tool' | 'ai_memory' | 'ai_languageModel';

export interface ExecutableEdge {
  source: string;
  sourceOutput: number;
  target: string;
  targetInput: number;
  kind?: EdgeKind;
}

export interface ExecutableWorkflow {
  nodes: ExecutableNode[];
  edges: ExecutableEdge[];
  /** `budgetUsd`: the most one run may spend on AI calls (absent: no cap). */
  settings: { maxSteps: number; timeoutS: number; budgetUsd?: number };
}

/**
 * A node asks to be woken at a time, or when someone decides (an approval, a webhook). `details` is what
 * whoever decides needs to see (an approval's message and approvers); plain JSON, stored with the run.
 */
export type WaitRequest =
  | { kind: 'time'; until: number }
  | { kind: 'decision'; key: string; until?: number; details?: Record<string, unknown> };
