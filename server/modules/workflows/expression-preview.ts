/**
 * The builders' live preview of an expression: the engine's own evaluator (fast path on this thread, then the
 * QuickJS sandbox in the shared worker pool, for the caller's account, with the expression deadline and memory
 * cap) over the sample items the editor holds.
 */
import {
  EXPRESSION_PREVIEW_MAX_VALUE_CHARS,
  type ExpressionPreviewResult,
  type expressionPreviewSchema,
} from '@common/schemas/expression-preview';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import { createExpressionEvaluator, ExpressionError, type ExpressionScope } from '../../engine/expressions';
import { sharedSandboxPool } from '../../engine/sandbox';
import type { SignedInContext } from '../../service-context';

/** Plans on this thread; what needs the sandbox goes to the pool (never this thread). */
const evaluator = createExpressionEvaluator();

const PREVIEW_LOCATION = { nodeName: 'Preview', parameter: 'expression' };

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (DateTime.isDateTime(value)) return 'DateTime';
  if (value instanceof Date) return 'DateTime';
  return typeof value;
}

/** The value as the answer carries it: JSON-safe, cut when long. */
function toPreview(value: unknown): Extract<ExpressionPreviewResult, { type: string }> {
  const type = typeOf(value);
  if (value === undefined) return { value: null, type };
  if (typeof value === 'number' && !Number.isFinite(value)) return { value: String(value), type };
  if (typeof value === 'bigint') return { value: value.toString(), type };
  const json = JSON.stringify(value) ?? 'null';
  if (json.length <= EXPRESSION_PREVIEW_MAX_VALUE_CHARS) return { value: JSON.parse(json), type };
  const text = typeof value === 'string' ? value : json;
  return { value: text.slice(0, EXPRESSION_PREVIEW_MAX_VALUE_CHARS), type, truncated: true };
}

export async function previewExpression(
  ctx: SignedInContext,
  input: z.output<typeof expressionPreviewSchema>,
): Promise<ExpressionPreviewResult> {
  const nodes = Object.fromEntries(
    Object.entries(input.nodeOutputs ?? {}).map(([name, items]) => [name, { items }]),
  );
  const scope: ExpressionScope = {
    inputItems: input.items,
    itemIndex: Math.min(input.itemIndex, Math.max(0, input.items.length - 1)),
    runIndex: 0,
    nodes,
    vars: {},
    workflow: { id: 'preview', name: 'Preview', active: false },
    execution: { id: 'preview', mode: 'manual' },
    now: ctx.now(),
    timezone: 'UTC',
  };
  const plan = evaluator.plan(input.expression, scope, PREVIEW_LOCATION);
  // The caller's account: one account's previews wait for their share of the workers, not everyone's.
  const outcomes = await sharedSandboxPool().runAll(plan.programs, { tenant: ctx.user.id });
  try {
    return toPreview(plan.settle(outcomes));
  } catch (error) {
    if (error instanceof ExpressionError) return { error: error.reason, kind: error.kind };
    throw error;
  }
}
