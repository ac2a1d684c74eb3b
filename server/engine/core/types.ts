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
}

export interface ExecutableEdge {
  source: string;
  sourceOutput: number;
  target: string;
  targetInput: number;
}

export interface ExecutableWorkflow {
  nodes: ExecutableNode[];
  edges: ExecutableEdge[];
  /** `budgetUsd`: the most one run may spend on AI calls (absent: no cap). */
  settings: { maxSteps: number; timeoutS: number; budgetUsd?: number };
}
