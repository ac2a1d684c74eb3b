/**
 * The copilot with a provider: the router's tool calling, a loop of turns. Each tool call is checked
 * against the document as the accepted calls left it (check-operation.ts) and answered: "done", or the
 * problem, which the model may correct once in its next turn; a call still refused then is dropped with a
 * warning, as is one the model never corrected. The turn with no tool call is the explanation.
 */
import { countOf } from '@common/plural';
import type { CopilotOperation } from '@common/schemas/workflow-copilot';
import type { WorkflowDocument } from '@common/workflow/document';
import type { AiAgentMessage, AiPort } from '../../../engine/nodes/ports';
import { checkOperation } from './check-operation';
import { copilotSystemPrompt } from './copilot-prompt';
import { describeOperation } from './describe-operation';
import { COPILOT_TOOLS, operationOfCall } from './model-tools';
import { placeNewNodes } from './place-new-nodes';

export const MAX_MODEL_TURNS = 8;

export interface ModelEdit {
  operations: CopilotOperation[];
  explanation: string;
  warnings: string[];
}

export type ModelOutcome = { ok: true; edit: ModelEdit } | { ok: false; reason: 'offline' };

export interface AskModelInput {
  message: string;
  document: WorkflowDocument;
  selection: readonly string[];
  history: { role: 'user' | 'assistant'; content: string }[];
  signal?: AbortSignal;
}

export async function askModel(ai: AiPort, input: AskModelInput): Promise<ModelOutcome> {
  const start = input.document;
  let doc = start;
  const operations: CopilotOperation[] = [];
  const warnings: string[] = [];
  /** Refusals from the last turn, waiting for the model's one correction. */
  let awaitingRepair: string[] = [];
  const messages: AiAgentMessage[] = [...input.history, { role: 'user', content: input.message }];
  let explanation = '';
  for (let turn = 0; turn < MAX_MODEL_TURNS; turn++) {
    const result = await ai.generate({
      system: copilotSystemPrompt(start, input.selection),
      messages,
      tools: COPILOT_TOOLS.map(({ name, description, inputSchema }) => ({ name, description, inputSchema })),
      temperature: 0.1,
      ...(input.signal ? { signal: input.signal } : {}),
    });
    if (result.offline) return { ok: false, reason: 'offline' };
    const calls = result.toolCalls ?? [];
    if (calls.length === 0) {
      explanation = result.text.trim();
      break;
    }
    messages.push({ role: 'assistant', content: result.text, toolCalls: calls });
    const repairing = awaitingRepair.length > 0;
    const refusedNow: string[] = [];
    for (const call of calls) {
      const raw = operationOfCall(call);
      const checked = raw
        ? checkOperation(doc, raw)
        : { ok: false as const, problem: `there is no tool "${call.name}".` };
      let answer: string;
      if (checked.ok) {
        doc = checked.document;
        operations.push(checked.operation);
        const asked = (raw as { name?: unknown } | null)?.name;
        const renamed =
          checked.operation.op === 'addNode' && typeof asked === 'string' && asked !== checked.operation.name
            ? ` It is named "${checked.operation.name}", as "${asked}" was taken: use that name.`
            : '';
        answer = `Done: ${describeOperation(checked.operation)}.${renamed}`;
      } else if (repairing) {
        warnings.push(`Left out a change the AI model could not get right: ${checked.problem}`);
        answer = `Refused again and dropped: ${checked.problem} Do not retry it.`;
      } else {
        refusedNow.push(checked.problem);
        answer = `Refused: ${checked.problem} Correct it in your next call, or leave it out.`;
      }
      messages.push({ role: 'tool', toolCallId: call.id, toolName: call.name, content: answer });
    }
    // The next turn is these refusals' one repair.
    awaitingRepair = refusedNow;
  }
  for (const problem of awaitingRepair)
    warnings.push(`Left out a change the AI model did not correct: ${problem}`);
  if (!explanation)
    explanation = operations.length
      ? `${countOf(operations.length, 'change')} for you to review.`
      : 'The AI model made no change.';
  const placed = placeNewNodes(start, operations, doc);
  return { ok: true, edit: { operations: placed.operations, explanation, warnings } };
}
