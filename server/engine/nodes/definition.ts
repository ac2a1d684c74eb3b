/**
 * The one shape of a node type (Dify's node folders, cal.com's app store): each type lives in its own
 * folder `server/engine/nodes/<type>/` with `definition.ts` (this shape), its tests beside it, and one
 * line in `registry.ts`. The registry is what the executor runs (through `toNodeType`) and what the
 * builders read over the API (the catalogue: parameter schemas as JSON Schema).
 */
import type { NodeToolPreset } from '@common/schemas/workflows';
import type { NodeParameterMigration } from '@common/workflow/node-migrations';
import type { z } from 'zod';
import type { ItemLists, NodeContext, NodeResult } from '../core';
import type { ExpressionScope } from '../expressions';
import type { RunInner } from './inner-run';
import type { PlatformPorts } from './ports';

export type NodeGroup = 'trigger' | 'flow' | 'data' | 'platform' | 'ai';

export interface NodeDefinition<P extends z.ZodType = z.ZodType> {
  /** Stable, kebab-case: `set`, `if`, `manual-trigger`. Stored in documents; never renamed. */
  type: string;
  /**
   * The latest parameter version: `migrations.length + 1` (the registry's contract test checks it). A node
   * saved at an older version is migrated when its document loads (./node-migrations.ts).
   */
  version: number;
  /**
   * How the parameters changed, version by version (`{ from: 1, to: 2, up }` first), declared in the node's
   * own folder (`migrations.ts`). Absent: the node is at version 1.
   */
  migrations?: readonly NodeParameterMigration[];
  displayName: string;
  group: NodeGroup;
  /** One sentence for the palette, then how it behaves, for the settings panel. */
  description: string;
  documentation: string;
  /**
   * The credentials the node reads (`node.credentials[name]` in the document): the builders offer a choice
   * per slot, export names what is linked there and import asks for it.
   */
  credentialSlots?: readonly { name: string; description: string }[];
  /**
   * Sub-node inputs besides the item inputs: nodes wired here through an edge of that kind (an agent's
   * `ai_tool`) are run by this node (core: `ctx.attached`). The canvas draws a handle per entry.
   */
  subNodeInputs?: readonly { kind: 'ai_tool' | 'ai_memory' | 'ai_languageModel'; label: string }[];
  /** Inputs as the executor counts them (see core/node-type.ts), outputs with their labels. */
  inputs: number | 'all-required';
  outputs: readonly string[];
  /** Parameters after expressions are resolved; defaults come from the schema. */
  parameters: P;
  /**
   * Which items' parameters the node reads: `each` (the default) when it calls `parameters(i)` for every item of
   * its first input, `first` when it reads only `parameters()` (item 0). Expressions that need the sandbox are
   * evaluated off the event loop before the node runs, for these items only; a `first` node that reads another
   * item's parameters gets them only if no expression there needs the sandbox (otherwise a clear error).
   */
  parameterItems?: 'each' | 'first';
  /** Top-level parameters kept as written, never evaluated as expressions (the Code node's code). */
  literalParameters?: readonly string[];
  /**
   * The item the node expects when an AI agent runs it as a tool (wired `ai_tool`): a JSON Schema object
   * the model fills in. Absent: any object.
   */
  toolInput?: Record<string, unknown>;
  /** What `$('Node').context` shows, from the state the node keeps between runs (a loop's `noItemsLeft`). */
  context?(state: unknown): Record<string, unknown>;
  /**
   * The words people use for this node ("an HTTP request", "an e-mail"): lower-case phrases the offline
   * copilot matches as whole words, the longest first (server/modules/workflows/copilot/offline/node-words.ts).
   */
  words?: readonly string[];
  /**
   * What the node starts with when the copilot adds it (the words of the request then fill in more):
   * `parameters` besides the schema's defaults, and `freshPath`, the readable start of a path each new node
   * gets its own of (`hook` → `hook-1a2b3c4d`; also for patterns and templates), as triggers share one
   * table of paths. Read through ./starting-parameters.ts.
   */
  starting?: { parameters?: Readonly<Record<string, unknown>>; freshPath?: string };
  /** The node as ready-made agent tools (the agent wizard's checklist, through the catalogue). */
  toolPresets?: readonly NodeToolPreset[];
  /** Other tools' node types that import as this one (importers/node-type-map.ts builds its tables from these). */
  imports?: NodeImports;
  execute(ctx: NodeExecution<z.output<P>>, inputs: ItemLists): Promise<NodeResult>;
}

/**
 * Foreign node types this node stands for, per tool: n8n's `type`, Flowise's `data.name`, Dify's `data.type`.
 * Each foreign type names one node of ours (the registry's contract test checks it).
 */
export interface NodeImports {
  /** n8n types; `oldestParameterVersion`: older type versions keep another parameter shape (a warning to check). */
  n8n?: readonly (string | { type: string; oldestParameterVersion: number })[];
  flowise?: readonly string[];
  dify?: readonly string[];
}

/** What a node's execute gets: the executor's context, with its parameters parsed by its own schema. */
export interface NodeExecution<P> extends Omit<NodeContext, 'parameters'> {
  /** The parameters resolved for the item at `itemIndex` (0 by default) and parsed; invalid ones throw. */
  parameters(itemIndex?: number): P;
  /** What expressions see for the item at `itemIndex` (the Code node runs with it); absent outside a document run. */
  expressionScope?(itemIndex?: number): ExpressionScope;
  /** The platform's services for this run (./ports.ts); empty in the CLI and in a node's own tests. */
  ports: PlatformPorts;
  /** Runs a container's inner steps as a run of their own (./inner-run.ts); absent outside a document run. */
  runInner?: RunInner;
  /** What the registry says of a node type (an agent describes its tool nodes with it); absent in bare runs. */
  nodeTypeInfo?(type: string): NodeTypeInfo | undefined;
  /** The account the run is for (the workflow's owner); absent in bare runs (the sandbox's anonymous account). */
  tenant?: string;
}

export interface NodeTypeInfo {
  description: string;
  toolInput?: Record<string, unknown>;
}

export function defineNode<P extends z.ZodType>(definition: NodeDefinition<P>): NodeDefinition<P> {
  return definition;
}
