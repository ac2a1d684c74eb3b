/**
 * The model's draft: asked as structured output, its document checked by the schema and the engine
 * (check-document.ts); an invalid draft gets one repair call that lists the problems, and a draft still
 * invalid after it is refused. Never returns a document that would not save or run.
 */
import type { WorkflowDocument } from '@common/workflow/document';
import { z } from 'zod';
import { jsonOfReply } from '../../../engine/nodes/ai/structured-output';
import type { AiAgentMessage, AiGenerateResult, AiPort } from '../../../engine/nodes/ports';
import { checkGeneratedDocument } from './check-document';
import { GENERATED_ANSWER_SCHEMA, generatorSystemPrompt } from './model-prompt';

const envelopeSchema = z.object({
  name: z.string().trim().min(1).max(120),
  explanation: z.string().trim().min(1).max(4000),
  kind: z.enum(['workflow', 'agent']).default('workflow'),
  nodes: z.array(z.unknown()),
  edges: z.array(z.unknown()).default([]),
});

export interface ModelDraft {
  name: string;
  kind: 'workflow' | 'agent';
  document: WorkflowDocument;
  explanation: string;
  repaired: boolean;
}

export type ModelOutcome =
  | { ok: true; draft: ModelDraft }
  /** The model answered, twice, with something that is not a valid workflow. */
  | { ok: false; reason: 'invalid'; problems: string[] }
  /** No provider answered (the offline model took the call). */
  | { ok: false; reason: 'offline' };

type Checked = { ok: true; draft: Omit<ModelDraft, 'repaired'> } | { ok: false; problems: string[] };

function checkAnswer(result: AiGenerateResult): Checked {
  const raw =
    result.object !== undefined ? { ok: true as const, value: result.object } : jsonOfReply(result.text);
  if (!raw.ok) return { ok: false, problems: ['the reply is not JSON'] };
  const envelope = envelopeSchema.safeParse(raw.value);
  if (!envelope.success)
    return {
      ok: false,
      problems: envelope.error.issues
        .slice(0, 6)
        .map((i) => `${i.path.map(String).join('.') || '(answer)'}: ${i.message}`),
    };
  const { name, explanation, kind, nodes, edges } = envelope.data;
  const checked = checkGeneratedDocument({ nodes, edges, settings: {} });
  if (!checked.ok) return { ok: false, problems: checked.problems };
  return { ok: true, draft: { name, explanation, kind, document: checked.document } };
}

export async function generateWithModel(
  ai: AiPort,
  prompt: string,
  signal?: AbortSignal,
): Promise<ModelOutcome> {
  const system = generatorSystemPrompt();
  const ask: AiAgentMessage = { role: 'user', content: `Design a workflow for this request:\n${prompt}` };
  const first = await ai.generate({
    system,
    messages: [ask],
    schema: GENERATED_ANSWER_SCHEMA,
    temperature: 0.2,
    ...(signal ? { signal } : {}),
  });
  if (first.offline) return { ok: false, reason: 'offline' };
  const checked = checkAnswer(first);
  if (checked.ok) return { ok: true, draft: { ...checked.draft, repaired: false } };
  const repair: AiAgentMessage[] = [
    ask,
    { role: 'assistant', content: first.text || JSON.stringify(first.object ?? null) },
    {
      role: 'user',
      content: `That workflow cannot be saved: ${checked.problems.join('; ')}. Answer again with the whole corrected JSON object only.`,
    },
  ];
  const second = await ai.generate({
    system,
    messages: repair,
    schema: GENERATED_ANSWER_SCHEMA,
    temperature: 0,
    ...(signal ? { signal } : {}),
  });
  if (second.offline) return { ok: false, reason: 'offline' };
  const again = checkAnswer(second);
  if (again.ok) return { ok: true, draft: { ...again.draft, repaired: true } };
  return { ok: false, reason: 'invalid', problems: again.problems };
}
