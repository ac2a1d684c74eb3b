import { DateTime } from 'luxon';
import type { SandboxLimits, SandboxOutcome, SandboxProgram, SandboxRunner } from '../sandbox';
import { ExpressionError } from './expression-error';
import type { ExpressionLocation, ExpressionScope } from './expression-scope';
import { tryFastPath } from './fast-path';
import { tryHostOperators } from './host-operators';
import { rewriteIf } from './if-rewrite';
import { INTL_PRELUDE, usesIntl } from './intl-prelude';
import { LUXON_PRELUDE, usesDates } from './luxon-prelude';
import { N8N_HELPERS_PRELUDE, usesHelpers } from './n8n-helpers-prelude';
import { hasExpression, parseParameterValue } from './template-parser';
import { toSandboxScope, WORKFLOW_DATA_PRELUDE } from './workflow-data-prelude';

/** Expressions are short: a tighter default deadline than the Code node's. */
export const EXPRESSION_LIMITS: Partial<SandboxLimits> = { timeoutMs: 500, memoryBytes: 32 * 1024 * 1024 };

/**
 * What the host made of some parameters before the sandbox: the values it computed (plain paths, operators),
 * and the programs left for the sandbox. `settle` fills in the sandbox's outcomes, one per program in order,
 * and answers the parameters, or throws the first `ExpressionError` in parameter order (as evaluating them one
 * by one would). The programs can run anywhere: in a worker of the pool (the server) or in-thread (tests).
 */
export interface ExpressionPlan<T> {
  programs: SandboxProgram[];
  settle(outcomes: readonly SandboxOutcome[]): T;
}

export interface ExpressionEvaluator {
  /** The plan of one parameter string: a literal, a typed `={{ expr }}`, or a rendered template. */
  plan(raw: string, scope: ExpressionScope, location: ExpressionLocation): ExpressionPlan<unknown>;
  /** The plan of every string inside `parameters` (objects and arrays walked deeply); other values kept. */
  planParameters<T>(parameters: T, scope: ExpressionScope, nodeName: string): ExpressionPlan<T>;
  /** `plan` settled at once with the in-thread runner (tests, the CLI's helpers): blocks this thread. */
  evaluate(raw: string, scope: ExpressionScope, location: ExpressionLocation): unknown;
  /** `planParameters` settled at once with the in-thread runner. */
  resolveParameters<T>(parameters: T, scope: ExpressionScope, nodeName: string): T;
}

export interface ExpressionEvaluatorOptions {
  limits?: Partial<SandboxLimits>;
  /**
   * `throw` (default): a TypeError inside an expression (`$json.a.b` with no `a`) is an `ExpressionError`.
   * `empty`: n8n's behaviour, whose template engine swallows it and gives an empty value (undefined); for
   * imported n8n workflows that rely on it.
   */
  typeErrors?: 'throw' | 'empty';
}

/** One expression of a parameter: computed on the host, failed there, or waiting for program `index`. */
type Slot =
  | { kind: 'value'; value: unknown }
  | { kind: 'error'; error: ExpressionError }
  | { kind: 'sandbox'; index: number; expression: string; location: ExpressionLocation };

/** A parameter string some of whose expressions wait for the sandbox (or failed): settled later. */
class PendingValue {
  constructor(
    /** `single`: the value of the one expression; otherwise the parts rendered into a string. */
    readonly single: boolean,
    readonly parts: ReadonlyArray<string | Slot>,
  ) {}
}

/**
 * Builds the evaluator the executor calls. Plain property paths take the fast path on this thread, and
 * operators over them and literals the host path (`host-operators.ts`); anything else is a program for the
 * sandbox. `runner` (in-thread) is only for the synchronous `evaluate` and `resolveParameters`.
 */
export function createExpressionEvaluator(
  runner?: SandboxRunner,
  options: ExpressionEvaluatorOptions = {},
): ExpressionEvaluator {
  const limits = options.limits ?? EXPRESSION_LIMITS;

  /** Whether a failure is one n8n swallows (a TypeError with `typeErrors: 'empty'`). */
  const swallowed = (error: ExpressionError) =>
    options.typeErrors === 'empty' && error.kind === 'runtime' && error.reason.startsWith('TypeError:');

  const slotOf = (
    expression: string,
    scope: ExpressionScope,
    location: ExpressionLocation,
    programs: SandboxProgram[],
  ): Slot => {
    try {
      const fast = tryFastPath(expression, scope);
      if (fast.hit) return { kind: 'value', value: fast.value };
      const host = tryHostOperators(expression, scope);
      if (host.hit) return { kind: 'value', value: host.value };
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const failure = new ExpressionError(location, expression, 'runtime', reason);
      return swallowed(failure) ? { kind: 'value', value: undefined } : { kind: 'error', error: failure };
    }
    if (expression === '') return { kind: 'value', value: undefined };
    const offset = DateTime.fromJSDate(scope.now, { zone: scope.timezone }).offset;
    programs.push({
      kind: 'expression',
      source: rewriteIf(expression),
      input: { scope: toSandboxScope(scope, expression, Number.isFinite(offset) ? offset : 0) },
      preludes: [
        WORKFLOW_DATA_PRELUDE,
        ...(usesDates(expression) ? [LUXON_PRELUDE] : []),
        ...(usesHelpers(expression) ? [N8N_HELPERS_PRELUDE] : []),
        ...(usesIntl(expression) ? [INTL_PRELUDE] : []),
      ],
      limits,
    });
    return { kind: 'sandbox', index: programs.length - 1, expression, location };
  };

  /** The value of one string, or a PendingValue when part of it waits for the sandbox or failed. */
  const planString = (
    raw: string,
    scope: ExpressionScope,
    location: ExpressionLocation,
    programs: SandboxProgram[],
  ): unknown => {
    const parsed = parseParameterValue(raw);
    if (parsed.kind === 'literal') return parsed.value;
    if (parsed.kind === 'single') {
      const slot = slotOf(parsed.expression, scope, location, programs);
      return slot.kind === 'value' ? slot.value : new PendingValue(true, [slot]);
    }
    const parts = parsed.parts.map((part) =>
      'text' in part ? part.text : slotOf(part.expression, scope, location, programs),
    );
    if (parts.every((p) => typeof p === 'string' || p.kind === 'value')) {
      return parts
        .map((p) => (typeof p === 'string' ? p : renderInTemplate((p as { value: unknown }).value)))
        .join('');
    }
    return new PendingValue(false, parts);
  };

  /**
   * A copy of `value` with every string planned. Plain loops and paths built only for strings that hold
   * an expression (the path names the parameter in an error): a webhook call resolves a few nodes' worth.
   */
  const walk = (
    value: unknown,
    scope: ExpressionScope,
    nodeName: string,
    path: string,
    state: { programs: SandboxProgram[]; pending: boolean },
  ): unknown => {
    if (typeof value === 'string') {
      if (!hasExpression(value)) return value.startsWith('=') ? value.slice(1) : value;
      const planned = planString(value, scope, { nodeName, parameter: path }, state.programs);
      if (planned instanceof PendingValue) state.pending = true;
      return planned;
    }
    // Plain loops (no callback per level): a webhook call walks a few nodes' parameters.
    if (Array.isArray(value)) {
      const out = new Array<unknown>(value.length);
      for (let i = 0; i < value.length; i++) out[i] = walk(value[i], scope, nodeName, `${path}[${i}]`, state);
      return out;
    }
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(value)) {
        const v = walk(
          (value as Record<string, unknown>)[key],
          scope,
          nodeName,
          path ? `${path}.${key}` : key,
          state,
        );
        setOwn(out, key, v);
      }
      return out;
    }
    return value;
  };

  const settleSlot = (slot: Slot, outcomes: readonly SandboxOutcome[]): unknown => {
    if (slot.kind === 'value') return slot.value;
    if (slot.kind === 'error') throw slot.error;
    const outcome = outcomes[slot.index];
    if (!outcome) throw new Error(`Expression "${slot.expression}" was never evaluated`);
    if (outcome.ok) return outcome.value;
    const error = new ExpressionError(
      slot.location,
      slot.expression,
      outcome.error.kind,
      outcome.error.message,
    );
    if (swallowed(error)) return undefined;
    throw error;
  };

  const settleTree = (value: unknown, outcomes: readonly SandboxOutcome[]): unknown => {
    if (value instanceof PendingValue) {
      if (value.single) return settleSlot(value.parts[0] as Slot, outcomes);
      return value.parts
        .map((p) => (typeof p === 'string' ? p : renderInTemplate(settleSlot(p, outcomes))))
        .join('');
    }
    if (typeof value !== 'object' || value === null) return value;
    return mapTree(value, '', (child) => settleTree(child, outcomes));
  };

  const plan = <T>(build: (state: { programs: SandboxProgram[]; pending: boolean }) => unknown) => {
    const state = { programs: [] as SandboxProgram[], pending: false };
    const tree = build(state);
    return {
      programs: state.programs,
      // Nothing pending: the tree is the answer (each plan builds its own copy).
      settle: (outcomes: readonly SandboxOutcome[]) =>
        (state.pending ? settleTree(tree, outcomes) : tree) as T,
    };
  };

  const settleHere = <T>(planned: ExpressionPlan<T>): T => {
    if (planned.programs.length > 0 && !runner) {
      throw new Error(
        'This expression evaluator has no in-thread sandbox: run its plan through the worker pool',
      );
    }
    return planned.settle(planned.programs.map((program) => runner!.run(program)));
  };

  const evaluator: ExpressionEvaluator = {
    plan: (raw, scope, location) =>
      plan((state) => {
        const planned = planString(raw, scope, location, state.programs);
        if (planned instanceof PendingValue) state.pending = true;
        return planned;
      }),
    planParameters: <T>(parameters: T, scope: ExpressionScope, nodeName: string) =>
      plan<T>((state) => walk(parameters, scope, nodeName, '', state)),
    evaluate: (raw, scope, location) => settleHere(evaluator.plan(raw, scope, location)),
    resolveParameters: (parameters, scope, nodeName) =>
      settleHere(evaluator.planParameters(parameters, scope, nodeName)),
  };
  return evaluator;
}

/** Sets a key as data: a key named __proto__ stays data (as Object.fromEntries would keep it). */
function setOwn(out: Record<string, unknown>, key: string, v: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
  else out[key] = v;
}

/** A copy of an array or plain object with `map` applied to each child; other values as they are. */
function mapTree(value: unknown, path: string, map: (child: unknown, path: string) => unknown): unknown {
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = map(value[i], `${path}[${i}]`);
    return out;
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      setOwn(out, key, map((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
    }
    return out;
  }
  return value;
}

/** How a value appears inside a template string: as n8n renders it (objects as JSON, nothing for null). */
export function renderInTemplate(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
