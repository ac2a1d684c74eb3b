import { DateTime } from 'luxon';
import type { SandboxLimits, SandboxRunner } from '../sandbox';
import { DATE_SHIM_PRELUDE, usesDates } from './date-shim-prelude';
import { ExpressionError } from './expression-error';
import type { ExpressionLocation, ExpressionScope } from './expression-scope';
import { tryFastPath } from './fast-path';
import { tryHostOperators } from './host-operators';
import { N8N_HELPERS_PRELUDE, usesHelpers } from './n8n-helpers-prelude';
import { hasExpression, parseParameterValue } from './template-parser';
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

  /**
   * A copy of `value` with every string evaluated. Plain loops and paths built only for strings that hold
   * an expression (the path names the parameter in an error): a webhook call resolves a few nodes' worth.
   */
  const walk = (value: unknown, scope: ExpressionScope, nodeName: string, path: string): unknown => {
    if (typeof value === 'string') {
      if (!hasExpression(value)) return value.startsWith('=') ? value.slice(1) : value;
      return evaluate(value, scope, { nodeName, parameter: path });
    }
    if (Array.isArray(value)) {
      const out = new Array<unknown>(value.length);
      for (let i = 0; i < value.length; i++) out[i] = walk(value[i], scope, nodeName, `${path}[${i}]`);
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
        );
        // A key named __proto__ stays data (as Object.fromEntries would keep it).
        if (key === '__proto__')
          Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
        else out[key] = v;
      }
      return out;
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
