/** The one call the CLI and the API make: run a saved document to its end (or its first wait). */
import { randomUUID } from 'node:crypto';
import type { Registry } from '@common/plugins/registry';
import type { WorkflowDocument } from '@common/workflow/document';
import {
  type EngineClock,
  type EngineDeps,
  type Item,
  type NodeContext,
  type NodeType,
  partialRun,
  type RunRecord,
  type RunStore,
  resumeRun,
  retryRun,
  startRun,
} from '../core';
import { createExpressionEvaluator, type ExpressionEvaluator, type NodeRunData } from '../expressions';
import type { InnerGraph, InnerRunOptions } from '../nodes/inner-run';
import type { PlatformPorts } from '../nodes/ports';
import type { NodeRegistryEntry } from '../nodes/registry';
import { NODE_REGISTRY } from '../nodes/registry';
import { toNodeType } from '../nodes/to-node-type';
import { ANONYMOUS_TENANT, sharedSandboxPool } from '../sandbox';
import { createMemoryRunStore } from './memory-store';
import { createParameterResolver, type RunMeta, type RunPrograms } from './resolve-parameters';
import { systemClock } from './system-clock';
import { toExecutableWorkflow } from './to-executable';

export interface RunDocumentOptions {
  store?: RunStore;
  clock?: EngineClock;
  triggerItems?: Item[];
  /** Pinned items by node id; the document's own pin data is used when this is absent. */
  pinData?: Record<string, Item[]>;
  signal?: AbortSignal;
  runId?: string;
  /** The trigger that fired (by default every node nothing points at). */
  startNodeId?: string;
  registry?: Registry<NodeRegistryEntry>;
  evaluator?: ExpressionEvaluator;
  meta?: Partial<Omit<RunMeta, 'now'>>;
  /** The platform's services (mail, ledger, sub-workflows, the webhook's response); none in the CLI. */
  ports?: PlatformPorts;
  /** The account the run is for (the workflow's owner): the sandbox pool shares its workers fairly by it. */
  tenant?: string;
}

/**
 * Expressions are planned on this thread (plain paths and operators computed there) and what needs the sandbox
 * runs in the shared worker pool: no in-thread runner, so nothing a user wrote runs on the event loop.
 */
const defaultEvaluator = createExpressionEvaluator();

/** The shared pool's batches for `tenant`. */
const poolPrograms =
  (tenant: string): RunPrograms =>
  (programs, signal) =>
    sharedSandboxPool().runAll(programs, { tenant, signal });

/** The executor's dependencies for one document: node types from the registry, expressions resolved per run. */
export function documentDeps(
  doc: WorkflowDocument,
  parts: {
    store: RunStore;
    clock: EngineClock;
    registry: Registry<NodeRegistryEntry>;
    evaluator: ExpressionEvaluator;
    meta: RunMeta;
    ports?: PlatformPorts;
    /** For a container's inner run: the nodes around it, by name. */
    visible?: () => Record<string, NodeRunData>;
    /** The account the run is for; the sandbox's anonymous account when absent. */
    tenant?: string;
    /** Where programs that need the sandbox run (the shared pool by default). */
    runPrograms?: RunPrograms;
  },
): EngineDeps {
  const definitionOf = (type: string) => parts.registry.find(type)?.definition;
  const typeById = new Map(doc.nodes.map((n) => [n.id, n.type]));
  // The latest state each node kept in this process, for `$('Loop').context` (not restored on resume).
  const states = new Map<string, unknown>();
  const resolver = createParameterResolver({
    doc,
    evaluator: parts.evaluator,
    meta: parts.meta,
    runPrograms: parts.runPrograms ?? poolPrograms(parts.tenant ?? ANONYMOUS_TENANT),
    literalParameters: (type) => definitionOf(type)?.literalParameters ?? [],
    parameterItems: (type) => definitionOf(type)?.parameterItems ?? 'each',
    contextOf: (nodeId) => {
      const context = definitionOf(typeById.get(nodeId) ?? '')?.context;
      if (!context) return undefined;
      // As n8n: a node's context can be read before it first runs (empty then), e.g. by its own `reset`.
      return states.has(nodeId) ? context(states.get(nodeId)) : {};
    },
    ...(parts.visible ? { visible: parts.visible } : {}),
  });
  const services = {
    ports: parts.ports ?? {},
    stateChanged: (nodeId: string, value: unknown) => {
      states.set(nodeId, value);
    },
    ...(parts.tenant ? { tenant: parts.tenant } : {}),
    expressionScope: (ctx: NodeContext, itemIndex: number) => {
      ctx.parameters(itemIndex);
      const scope = resolver.scopeOf(ctx.node, itemIndex);
      if (!scope) throw new Error(`Node "${ctx.node.name}": no expression scope`);
      return scope;
    },
    runInner: (ctx: NodeContext, graph: InnerGraph, options: InnerRunOptions) =>
      runInnerGraph(doc, parts, ctx, graph, options),
    nodeTypeInfo: (type: string) => {
      const definition = definitionOf(type);
      if (!definition) return undefined;
      const { description, toolInput } = definition;
      return toolInput ? { description, toolInput } : { description };
    },
  };
  // Made on first use: a run needs the few types its document has, not the whole registry's.
  const types = new Map<string, NodeType | undefined>();
  return {
    store: parts.store,
    clock: parts.clock,
    // An unknown type is undefined: the executor fails that node with "unknown node type X".
    nodeType: (type) => {
      if (types.has(type)) return types.get(type);
      const definition = definitionOf(type);
      const made = definition ? toNodeType(definition, services) : undefined;
      types.set(type, made);
      return made;
    },
    resolveParameters: resolver.resolve,
    prepareParameters: resolver.prepare,
  };
}

/**
 * A container's inner steps as a run of their own: the same node types, expressions, clock and ports,
 * the document's limits, an in-memory store (the container's own step is what the outer run records).
 */
function runInnerGraph(
  doc: WorkflowDocument,
  parts: Parameters<typeof documentDeps>[1],
  ctx: NodeContext,
  graph: InnerGraph,
  options: InnerRunOptions,
): Promise<RunRecord> {
  const inner: WorkflowDocument = { ...doc, nodes: graph.nodes, edges: graph.edges, pinData: undefined };
  const store = createMemoryRunStore();
  const deps = documentDeps(inner, {
    ...parts,
    visible: options.visible,
    store: {
      saveRun: store.saveRun,
      saveStep: async (runId, step) => {
        options.onStep?.(step);
        await store.saveStep(runId, step);
      },
    },
  });
  return startRun(toExecutableWorkflow(inner), deps, {
    runId: options.runId,
    triggerItems: options.triggerItems,
    startNodeId: graph.startNodeId,
    signal: ctx.signal,
    // AI calls inside count on the container's (or agent's) step and the run, within the run's budget.
    ...(ctx.usage ? { parentUsage: ctx.usage } : {}),
  });
}

async function depsFor(
  doc: WorkflowDocument,
  options: RunDocumentOptions,
  runId: string,
): Promise<EngineDeps> {
  const clock = options.clock ?? systemClock;
  return documentDeps(doc, {
    store: options.store ?? createMemoryRunStore(),
    clock,
    registry: options.registry ?? NODE_REGISTRY,
    evaluator: options.evaluator ?? defaultEvaluator,
    meta: {
      workflow: options.meta?.workflow ?? { id: '', name: '', active: false },
      execution: options.meta?.execution ?? { id: runId, mode: 'manual' },
      vars: options.meta?.vars ?? {},
      now: () => clock.now(),
    },
    ports: options.ports,
    ...(options.tenant ? { tenant: options.tenant } : {}),
  });
}

export async function runDocument(
  doc: WorkflowDocument,
  options: RunDocumentOptions = {},
): Promise<RunRecord> {
  const runId = options.runId ?? randomUUID();
  const deps = await depsFor(doc, options, runId);
  return startRun(toExecutableWorkflow(doc), deps, {
    runId,
    triggerItems: options.triggerItems,
    pinData: options.pinData ?? doc.pinData,
    signal: options.signal,
    startNodeId: options.startNodeId,
  });
}

/**
 * Re-executes `fromNodeId` of `doc` and what follows it, in a new run whose nodes before it keep the
 * outputs `previous` stored (pinned items first). Throws `PartialRunError` when a parent never ran in it.
 */
export async function partialDocument(
  doc: WorkflowDocument,
  previous: RunRecord,
  options: Omit<RunDocumentOptions, 'startNodeId'> & { fromNodeId: string },
): Promise<RunRecord> {
  const runId = options.runId ?? randomUUID();
  const deps = await depsFor(doc, options, runId);
  return partialRun(toExecutableWorkflow(doc), deps, {
    runId,
    fromNodeId: options.fromNodeId,
    previous,
    triggerItems: options.triggerItems,
    pinData: options.pinData ?? doc.pinData,
    signal: options.signal,
  });
}

/**
 * Continues a run of `doc` that waits (a wait's time has come, an approval was decided: `decision`) or
 * was cut off mid-run, from its last checkpoint.
 */
export async function resumeDocument(
  doc: WorkflowDocument,
  run: RunRecord,
  options: Omit<RunDocumentOptions, 'runId' | 'triggerItems' | 'startNodeId'> & { decision?: unknown } = {},
): Promise<RunRecord> {
  const deps = await depsFor(doc, options, run.id);
  return resumeRun(toExecutableWorkflow(doc), deps, run, {
    pinData: options.pinData ?? doc.pinData,
    signal: options.signal,
    ...(options.decision === undefined ? {} : { decision: options.decision }),
  });
}

/** Runs a failed run of `doc` again from the node that failed, with the inputs it had, then on. */
export async function retryDocument(
  doc: WorkflowDocument,
  run: RunRecord,
  options: Omit<RunDocumentOptions, 'runId' | 'triggerItems' | 'startNodeId'> = {},
): Promise<RunRecord> {
  const deps = await depsFor(doc, options, run.id);
  return retryRun(toExecutableWorkflow(doc), deps, run, {
    pinData: options.pinData ?? doc.pinData,
    signal: options.signal,
  });
}
