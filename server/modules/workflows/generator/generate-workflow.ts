/**
 * POST /api/workflows/generate's rule: with a provider, the model drafts the workflow (checked, repaired
 * once, else refused); offline, or when no provider answers, the pattern library matches the request and
 * fills its slots from the words. Nothing is saved here: the page saves with a normal create.
 */
import type { GeneratedWorkflow } from '@common/schemas/workflow-generator';
import type { AiPort } from '../../../engine/nodes/ports';
import { ServiceError } from '../../../lib/errors';
import type { Logger } from '../../../lib/logger';
import { assertRunnableDocument } from './check-document';
import { droppedParts } from './dropped-parts';
import { withFreshTriggerPaths } from './fresh-trigger-paths';
import { generateWithModel } from './generate-with-model';
import { matchPattern } from './match-pattern';
import { readRequest } from './request-words';

/** 422: the request was understood, but no valid workflow came of it. */
export class WorkflowNotGenerated extends ServiceError {
  constructor(message: string, details?: unknown) {
    super(422, 'generation_failed', message, details);
  }
}

export interface GenerateDeps {
  ai: AiPort;
  log: Logger;
}

function fromPatterns(prompt: string, notes: string[]): GeneratedWorkflow {
  const words = readRequest(prompt);
  const match = matchPattern(words);
  if (!match) {
    throw new WorkflowNotGenerated(
      'No workflow in the pattern library fits that request. Name what starts it (a webhook, a schedule, a form, a chat) and what it should do (e-mail, call a URL, summarise, classify, pay AIZ).',
    );
  }
  const built = match.pattern.build(words);
  return {
    name: built.name,
    kind: match.pattern.kind,
    document: withFreshTriggerPaths(assertRunnableDocument(built.document)),
    source: 'pattern',
    pattern: { id: match.pattern.id, name: match.pattern.name },
    explanation: built.explanation,
    warnings: [...notes, ...droppedParts(words, built.document), ...built.warnings],
  };
}

export async function generateWorkflow(deps: GenerateDeps, prompt: string): Promise<GeneratedWorkflow> {
  if (!deps.ai.hasProvider()) return fromPatterns(prompt, []);
  let outcome: Awaited<ReturnType<typeof generateWithModel>>;
  try {
    outcome = await generateWithModel(deps.ai, prompt);
  } catch (err) {
    deps.log.warn('workflow generation: the model failed; using the pattern library', {
      error: err instanceof Error ? err.message : String(err),
    });
    return fromPatterns(prompt, [
      'The AI model did not answer, so this draft comes from the pattern library.',
    ]);
  }
  if (outcome.ok) {
    const { draft } = outcome;
    return {
      name: draft.name,
      kind: draft.kind,
      document: draft.document,
      source: 'model',
      explanation: draft.explanation,
      warnings: draft.repaired
        ? ["The model's first draft was invalid and was repaired; check it before you run it."]
        : [],
    };
  }
  if (outcome.reason === 'offline')
    return fromPatterns(prompt, ['No AI provider answered, so this draft comes from the pattern library.']);
  throw new WorkflowNotGenerated(
    `The AI model's workflow was invalid even after one repair, so nothing was made: ${outcome.problems.slice(0, 3).join('; ')}. Try again or describe it differently.`,
    { problems: outcome.problems },
  );
}
