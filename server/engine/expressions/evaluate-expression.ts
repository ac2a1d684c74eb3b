import { DateTime } from 'luxon';
import type { SandboxLimits, SandboxRunner } from '../sandbox';
import { DATE_SHIM_PRELUDE, usesDates } from './date-shim-prelude';
import { ExpressionError } from './expression-error';
import type { ExpressionLocation, ExpressionScope } from './expression-scope';
import { tryFastPath } from './fast-path';
import { tryHostOperators } from './host-operators';
import { N8N_HELPERS_PRELUDE, usesHelpers } from './n8n-helpers-prelude';
import { parseParameterValue } from './template-parser';
import { toSandboxScope, WORKFLOW_DATA_PRELUDE } from './workflow-data-prelude';

/** Expressions are short: a tighter default deadline than the Code node's. */
export const EXPRESSION_LIMITS: Partial<SandboxLimits> = { timeoutMs: 500, memoryBytes: 32 * 1024 * 1024 };

export interface ExpressionEvaluator {
  /** The value of one parameter string: a literal, a typed `={{ expr }}`, or a rendered template. */
  evaluate(raw: string, scope: ExpressionScope, location: ExpressionLocation): unknown;
  /** Every string inside `parameters` (objects and arrays walked deeply) evaluated; other values kept. */
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

/**
 * Builds the evaluator the executor calls. Plain property paths take the fast path on this thread, and
 * operators over them and literals the host path (`host-operators.ts`); anything else runs in the sandbox through `runner` (in-thread: expressions are short and bounded by their deadline).
 */
export function createExpressionEvaluator(
  runner: SandboxRunner,
  options: ExpressionEvaluatorOptions = {},
): ExpressionEvaluator {
  const limits = options.limits ?? EXPRESSION_LIMITS;
  const evaluateOne = (expression: string, scope: ExpressionScope, location: ExpressionLocation): unknown => {
    try {
      return evaluateUnchecked(expression, scope, location);
    } catch (error) {
      const swallow =
        options.typeErrors === 'empty' &&
        error instanceof ExpressionError &&
        error.kind === 'runtime' &&
        error.reason.startsWith('TypeError:');
      if (swallow) return undefined;
      throw error;
    }
  };

  const evaluateUnchecked = (
    expression: string,
    scope: ExpressionScope,
    location: ExpressionLocation,
  ): unknown => {
    try {
      const fast = tryFastPath(expression, scope);
      if (fast.hit) return fast.value;
      const host = tryHostOperators(expression, scope);
      if (host.hit) return host.value;
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new ExpressionError(location, expression, 'runtime', reason);
    }
    if (expression === '') return undefined;
    const offset = DateTime.fromJSDate(scope.now, { zone: scope.timezone }).offset;
    const outcome = runner.run({
      kind: 'expression',
      source: expression,
      input: { scope: toSandboxScope(scope, expression, Number.isFinite(offset) ? offset : 0) },
      preludes: [
        WORKFLOW_DATA_PRELUDE,
        ...(usesDates(expression) ? [DATE_SHIM_PRELUDE] : []),
        ...(usesHelpers(expression) ? [N8N_HELPERS_PRELUDE] : []),
      ],
      limits,
    });
    if (!outcome.ok)
      throw new ExpressionError(location, expression, outcome.error.kind, outcome.error.message);
    return outcome.value;
  };

  const evaluate = (raw: string, scope: ExpressionScope, location: ExpressionLocation): unknown => {
    const parsed = parseParameterValue(raw);
    if (parsed.kind === 'literal') return parsed.value;
    if (parsed.kind === 'single') return evaluateOne(parsed.expression, scope, location);
    return parsed.parts
      .map((part) =>
        'text' in part ? part.text : renderInTemplate(evaluateOne(part.expression, scope, location)),
      )
      .join('');
  };

  const walk = (value: unknown, scope: ExpressionScope, nodeName: string, path: string): unknown => {
    if (typeof value === 'string') return evaluate(value, scope, { nodeName, parameter: path });
    if (Array.isArray(value)) return value.map((v, i) => walk(v, scope, nodeName, `${path}[${i}]`));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, walk(v, scope, nodeName, path ? `${path}.${k}` : k)]),
      );
    }
    return value;
  };

  return {
    evaluate,
    resolveParameters: <T>(parameters: T, scope: ExpressionScope, nodeName: string) =>
      walk(parameters, scope, nodeName, '') as T,
  };
}

/** How a value appears inside a template string: as n8n renders it (objects as JSON, nothing for null). */
export function renderInTemplate(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
