/**
 * POST /api/workflows/copilot's rule: with a provider, the model edits through tool calls (each checked,
 * repaired once or dropped); offline, or when no provider answers, the rule-based interpreter and the
 * pattern library. Nothing is saved: the browser shows the operations for review and applies the accepted
 * ones to its draft.
 */
import type { CopilotAnswer, CopilotRequest } from '@common/schemas/workflow-copilot';
import type { AiPort } from '../../../engine/nodes/ports';
import type { Logger } from '../../../lib/logger';
import { askModel } from './ask-model';
import { checkOperations } from './check-operations';
import { interpretOffline } from './offline/interpret';

export interface CopilotDeps {
  ai: AiPort;
  log: Logger;
}

function offline(request: CopilotRequest, notes: string[]): CopilotAnswer {
  const answer = interpretOffline(request.message, request.document, request.selection ?? []);
  // Checked once more from the start, which also places the new nodes.
  const checked = checkOperations(request.document, answer.operations);
  return {
    operations: checked.operations,
    explanation: answer.explanation,
    source: 'offline',
    warnings: [...notes, ...answer.warnings, ...checked.warnings],
  };
}

export async function answerCopilot(
  deps: CopilotDeps,
  request: CopilotRequest,
  signal?: AbortSignal,
): Promise<CopilotAnswer> {
  if (!deps.ai.hasProvider()) return offline(request, []);
  try {
    const outcome = await askModel(deps.ai, {
      message: request.message,
      document: request.document,
      selection: request.selection ?? [],
      history: request.history ?? [],
      ...(signal ? { signal } : {}),
    });
    if (!outcome.ok)
      return offline(request, ['No AI provider answered, so the offline copilot read your request.']);
    return { ...outcome.edit, source: 'model' };
  } catch (err) {
    deps.log.warn('copilot: the model failed; using the offline interpreter', {
      error: err instanceof Error ? err.message : String(err),
    });
    return offline(request, ['The AI model did not answer, so the offline copilot read your request.']);
  }
}
