/**
 * Flowise's variables become our expressions and run to the values Flowise gives (buildAgentflow.ts
 * `resolveNodeReference`: the question, `convertChatHistoryToText`'s "Human:"/"Assistant:" lines,
 * `new Date().toISOString()`, `$vars`); one without a counterpart stops the run naming it, never a
 * ReferenceError. Each flow is imported and run by the real engine.
 */
import { describe, expect, it } from 'vitest';
import { runDocument } from '../../adapter';
import { importWorkflow } from '../import-workflow';
import { htmlToText } from './flowise-variables';

const mention = (id: string) =>
  `<span class="variable" data-type="mention" data-id="${id}" data-label="${id}">{{ ${id} }}</span>`;

/** A v2 agentflow: a chat start, then a direct reply of `message`. */
function replyFlow(message: string) {
  return JSON.stringify({
    nodes: [
      {
        id: 'startAgentflow_0',
        type: 'agentFlow',
        position: { x: 0, y: 0 },
        data: {
          id: 'startAgentflow_0',
          name: 'startAgentflow',
          label: 'Start',
          inputs: { startInputType: 'chatInput' },
        },
      },
      {
        id: 'directReplyAgentflow_0',
        type: 'agentFlow',
        position: { x: 200, y: 0 },
        data: {
          id: 'directReplyAgentflow_0',
          name: 'directReplyAgentflow',
          label: 'Reply',
          inputs: { directReplyMessage: message },
        },
      },
    ],
    edges: [
      {
        source: 'startAgentflow_0',
        sourceHandle: 'startAgentflow_0-output-startAgentflow',
        target: 'directReplyAgentflow_0',
        targetHandle: 'directReplyAgentflow_0',
      },
    ],
  });
}

async function reply(message: string, vars: Record<string, string> = {}) {
  const { document, report } = importWorkflow(replyFlow(message));
  const run = await runDocument(document, {
    meta: { vars },
    triggerItems: [
      {
        json: {
          chatInput: 'What is RAG?',
          sessionId: 's1',
          history: [
            { role: 'user', content: 'Hi' },
            { role: 'assistant', content: 'Hello!' },
          ],
        },
      },
    ],
  });
  return { run, report };
}

describe('Flowise variables', () => {
  it('reads rich text as Flowise does: paragraphs, breaks, lists, entities', () => {
    expect(
      htmlToText(
        '<p>One <strong>two</strong></p><p></p><p>a&lt;b&gt; &amp; c<br>d</p><ol><li><p>x</p></li></ol>',
      ),
    ).toBe('One **two**\n\na<b> & c\nd\n\n- x');
    expect(htmlToText('no tags {{ question }}')).toBe('no tags {{ question }}');
  });

  it('gives the question, the chat history, the date and time and a variable as Flowise does', async () => {
    const { run, report } = await reply(
      `<p>Q: ${mention('question')}</p><p>${mention('chat_history')}</p><p>At ${mention('current_date_time')} in ${mention('$vars.region')}</p>`,
      { region: 'EU' },
    );
    expect(report.untranslatedExpressions).toEqual([]);
    expect(run.error).toBeUndefined();
    const text = String(run.result?.[0]?.[0]?.json.text);
    // Flowise's `new Date().toISOString()`: UTC, milliseconds, "Z".
    expect(text).toMatch(
      /^Q: What is RAG\?\n\nHuman: Hi\nAssistant: Hello!\n\nAt \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z in EU$/,
    );
    const at = Date.parse(/At (\S+) in/.exec(text)?.[1] ?? '');
    expect(Math.abs(at - Date.now())).toBeLessThan(60_000);
  });

  it('stops the run naming a variable it cannot read ($flow.state), not with a ReferenceError', async () => {
    const { run, report } = await reply(`<p>${mention('$flow.state.query')} and ${mention('nonsense')}</p>`);
    expect(report.untranslatedExpressions.map((u) => u.expression)).toEqual([
      '{{ $flow.state.query }}',
      '{{ nonsense }}',
    ]);
    expect(run.status).toBe('failed');
    expect(run.error?.message).toContain('node "Reply", parameter "assignments.assignments[0].value"');
    expect(run.error?.message).toContain('the Flowise variable "$flow.state.query" cannot run here');
    expect(run.error?.message).not.toContain('ReferenceError');
  });
});
