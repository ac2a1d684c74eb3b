/**
 * How the AI nodes call a model: through the run's AI port, never past the run's budget, and with every
 * call counted on the node's step and the run. A call the offline model answered costs nothing and is
 * not counted as tokens (its "tokens" are words).
 */
import { BudgetExceededError, budgetMessage } from '../../core/node-type';
import type { NodeExecution } from '../definition';
import {
  type AiGenerateRequest,
  type AiGenerateResult,
  AiModelError,
  type AiPort,
  requirePort,
} from '../ports';

export type AiNodeContext = Pick<NodeExecution<unknown>, 'node' | 'ports' | 'signal' | 'usage'>;

/** Said on every item the offline model (or a node's own offline method) produced. */
export const OFFLINE_NOTE = 'No AI provider is configured; this answer comes from the offline model.';

/** What an item says about an offline answer: `_ai: {offline: true, note, method?}`. */
export function offlineMark(method?: string): { _ai: Record<string, unknown> } {
  return { _ai: { offline: true, note: OFFLINE_NOTE, ...(method ? { method } : {}) } };
}

export function aiPort(ctx: AiNodeContext): AiPort {
  return requirePort(ctx.ports, 'ai', ctx.node.name, 'an AI model');
}

/** Refuses before the call when the run has used its budget (the run then fails with code `budget`). */
export function checkBudget(ctx: AiNodeContext): void {
  const budget = ctx.usage?.budget();
  if (budget?.limitUsd !== undefined && budget.spentUsd >= budget.limitUsd)
    throw new BudgetExceededError(budgetMessage(budget.spentUsd, budget.limitUsd));
}

/**
 * One model call. The step records the model that answered, and a note when it is not the one the node
 * named (its provider is not configured) or its price is estimated; a named model that gives no answer
 * fails the node, naming it, the model and what is configured.
 */
export async function callModel(ctx: AiNodeContext, request: AiGenerateRequest): Promise<AiGenerateResult> {
  checkBudget(ctx);
  let result: AiGenerateResult;
  try {
    result = await aiPort(ctx).generate({ ...request, signal: ctx.signal });
  } catch (err) {
    if (err instanceof AiModelError) throw new AiModelError(`Node "${ctx.node.name}": ${err.message}`);
    throw err;
  }
  if (!result.offline)
    ctx.usage?.report({
      inputTokens: result.usage.inputTokens,
      outputTokens: result.usage.outputTokens,
      costUsd: result.costUsd,
      providerId: result.providerId,
      model: result.model,
      ...(result.notes?.length ? { notes: result.notes } : {}),
    });
  return result;
}

/** The model preference of a node: ours (`model`) or an imported n8n model sub-node's. */
export function modelPreference(model: string | undefined): string | undefined {
  const trimmed = model?.trim();
  return trimmed ? trimmed : undefined;
}
