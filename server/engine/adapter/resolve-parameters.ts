/**
 * The executor's parameter ports built on the expressions: `prepare` resolves a node's parameters before it
 * runs, sending what needs the sandbox to the worker pool in one batch, and `resolve` is the synchronous path
 * (nothing may need the sandbox there). `$('Name')` sees the latest first output of each node of the document
 * that has run (names from the document, outputs by id from the scope).
 */
import type { WorkflowDocument } from '@common/workflow/document';
import type {
  ExecutableNode,
  ParameterScope,
  PreparedParameters,
  PrepareParameters,
  ResolveParameters,
} from '../core';
import {
  type ExpressionEvaluator,
  type ExpressionPlan,
  type ExpressionScope,
  hasExpression,
  type NodeRunData,
} from '../expressions';
import { DEFAULT_SANDBOX_LIMITS, type SandboxOutcome, type SandboxProgram } from '../sandbox';

export interface RunMeta {
  workflow: ExpressionScope['workflow'];
  execution: ExpressionScope['execution'];
  vars: Record<string, string>;
  /** The run's clock, never the wall clock. */
  now(): number;
}

/** Runs a batch of programs off this thread (the worker pool), stopped when `signal` aborts. */
export type RunPrograms = (programs: SandboxProgram[], signal: AbortSignal) => Promise<SandboxOutcome[]>;

export interface ParameterResolver {
  resolve: ResolveParameters;
  prepare: PrepareParameters;
  /** The expression scope the node's parameters were resolved with for `itemIndex` (the Code node runs with it). */
  scopeOf(node: ExecutableNode, itemIndex: number): ExpressionScope | undefined;
}

export interface ParameterResolverParts {
  doc: WorkflowDocument;
  evaluator: ExpressionEvaluator;
  meta: RunMeta;
  runPrograms: RunPrograms;
  /** Per node type, the top-level parameters that are never evaluated (the Code node's code). */
  literalParameters?: (type: string) => readonly string[];
  /** Per node type, whose items' parameters it reads (nodes/definition.ts `parameterItems`). */
  parameterItems?: (type: string) => 'each' | 'first';
  /** A node's `$('Name').context`, if its type has one. */
  contextOf?: (nodeId: string) => Record<string, unknown> | undefined;
  /** Nodes outside `doc` that expressions see by name (a container's inner run sees the run around it). */
  visible?: () => Record<string, NodeRunData>;
}

function containsExpression(value: unknown): boolean {
  if (typeof value === 'string') return hasExpression(value);
  if (Array.isArray(value)) return value.some(containsExpression);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsExpression);
  return false;
}

/** Per parameters object (and the node type it was judged for): whether it holds no expression. */
const expressionFree = new WeakMap<object, { type: string; free: boolean }>();

export class UnpreparedParametersError extends Error {
  override name = 'UnpreparedParametersError';
}

export function createParameterResolver(parts: ParameterResolverParts): ParameterResolver {
  const { doc, evaluator, meta } = parts;
  const literalParameters = parts.literalParameters ?? (() => []);
  const scopes = new WeakMap<ExecutableNode, ExpressionScope[]>();

  const scopeFor = (node: ExecutableNode, scope: Omit<ParameterScope, 'itemIndex'>, itemIndex: number) => {
    const nodes: Record<string, NodeRunData> = { ...parts.visible?.() };
    for (const other of doc.nodes) {
      const output = scope.outputOf(other.id);
      const context = parts.contextOf?.(other.id);
      // A node with a context is visible (without items) before it runs, for `$node["Loop"].context`.
      if (output || context)
        nodes[other.name] = { items: output?.[0] ?? [], ...(context ? { context } : {}) };
    }
    const expressionScope: ExpressionScope = {
      inputItems: scope.inputs[0] ?? [],
      itemIndex,
      runIndex: scope.runIndex,
      nodes,
      vars: meta.vars,
      workflow: meta.workflow,
      execution: meta.execution,
      now: new Date(meta.now()),
      timezone: doc.settings.timezone,
    };
    let list = scopes.get(node);
    if (!list) {
      list = [];
      scopes.set(node, list);
    }
    list[itemIndex] = expressionScope;
    return expressionScope;
  };

  const planFor = (node: ExecutableNode, scope: ExpressionScope): ExpressionPlan<Record<string, unknown>> => {
    const literal = literalParameters(node.type);
    if (literal.length === 0) return evaluator.planParameters(node.parameters, scope, node.name);
    const kept = Object.fromEntries(Object.entries(node.parameters).filter(([key]) => literal.includes(key)));
    const rest = Object.fromEntries(
      Object.entries(node.parameters).filter(([key]) => !literal.includes(key)),
    );
    const plan = evaluator.planParameters(rest, scope, node.name);
    return { programs: plan.programs, settle: (outcomes) => ({ ...plan.settle(outcomes), ...kept }) };
  };

  /** Item `itemIndex` on this thread: only when none of its expressions needs the sandbox. */
  const resolveHere = (node: ExecutableNode, scope: Omit<ParameterScope, 'itemIndex'>, itemIndex: number) => {
    const plan = planFor(node, scopeFor(node, scope, itemIndex));
    if (plan.programs.length > 0) {
      throw new UnpreparedParametersError(
        `Node "${node.name}" read the parameters of item ${itemIndex}, which were not prepared before it ran, and an expression there needs the sandbox: the node type must declare parameterItems 'each'`,
      );
    }
    return plan.settle([]);
  };

  const resolve: ResolveParameters = (node, _item, scope) => resolveHere(node, scope, scope.itemIndex);

  /**
   * Whether a node's parameters hold no expression at all (most trigger and plumbing nodes): once per
   * parameters object, which a workflow version's runs share (the executable nodes are made per run).
   */
  const holdsNoExpression = (node: ExecutableNode) => {
    const known = expressionFree.get(node.parameters);
    if (known?.type === node.type) return known.free;
    const literal = literalParameters(node.type);
    const free = !Object.entries(node.parameters).some(
      ([key, value]) => !literal.includes(key) && containsExpression(value),
    );
    expressionFree.set(node.parameters, { type: node.type, free });
    return free;
  };

  const prepare: PrepareParameters = (node, scope) => {
    // Nothing to evaluate: resolved when read, as cheaply as before (many nodes never read them).
    if (holdsNoExpression(node)) return (itemIndex) => resolveHere(node, scope, itemIndex);
    const each = (parts.parameterItems?.(node.type) ?? 'each') === 'each';
    const count = each ? Math.max(1, scope.inputs[0]?.length ?? 0) : 1;
    const plans: ExpressionPlan<Record<string, unknown>>[] = [];
    const programs: SandboxProgram[] = [];
    const offsets: number[] = [];
    for (let i = 0; i < count; i++) {
      const plan = planFor(node, scopeFor(node, scope, i));
      plans.push(plan);
      offsets.push(programs.length);
      for (const program of plan.programs) programs.push(program);
    }
    const prepared = (outcomes: readonly SandboxOutcome[]): PreparedParameters => {
      /** Items read once already: a plan with nothing from the sandbox is planned again (a fresh copy). */
      let read: Set<number> | undefined;
      return (itemIndex) => {
        const plan = plans[itemIndex];
        if (!plan) return resolveHere(node, scope, itemIndex);
        if (read?.has(itemIndex) && plan.programs.length === 0) return resolveHere(node, scope, itemIndex);
        read ??= new Set();
        read.add(itemIndex);
        const at = offsets[itemIndex]!;
        return plan.settle(outcomes.slice(at, at + plan.programs.length));
      };
    };
    if (programs.length === 0) return prepared([]);
    // No expression may outlast the try: its deadline binds inside the node too.
    const cap = Math.max(1, Math.floor(scope.timeLeftMs));
    const capped = programs.map((program) => ({
      ...program,
      limits: {
        ...program.limits,
        timeoutMs: Math.min(program.limits?.timeoutMs ?? DEFAULT_SANDBOX_LIMITS.timeoutMs, cap),
      },
    }));
    return parts.runPrograms(capped, scope.signal()).then(prepared);
  };

  return { resolve, prepare, scopeOf: (node, itemIndex) => scopes.get(node)?.[itemIndex] };
}
