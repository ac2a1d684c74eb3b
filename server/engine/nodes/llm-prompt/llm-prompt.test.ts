import { describe, expect, it } from 'vitest';
import { isWaitResult } from '../../core/node-type';
import { fakeAi, meter } from '../ai/testing';
import { items, runNode } from '../testing';
import { llmPromptNode } from './definition';

const schema = {
  type: 'object',
  properties: { city: { type: 'string' }, people: { type: 'integer' } },
  required: ['city', 'people'],
};

async function run(
  parameters: Record<string, unknown>,
  ai: ReturnType<typeof fakeAi>,
  inputs = [items({})],
  usage = meter(),
) {
  const result = await runNode(llmPromptNode, inputs, { parameters, ports: { ai: ai.port }, usage });
  if (isWaitResult(result)) throw new Error('waited');
  return result[0]?.map((i) => i.json);
}

describe('LLM prompt', () => {
  it('asks with the system message and the chat history, answers {text} and counts the call', async () => {
    const ai = fakeAi(['Paris.']);
    const usage = meter();
    const out = await run(
      {
        prompt: 'Capital of France?',
        systemMessage: 'Be brief.',
        model: 'openai/gpt-4o-mini',
        temperature: 0,
      },
      ai,
      [
        items({
          history: [
            { role: 'user', content: 'Hi' },
            { role: 'assistant', content: 'Hello!' },
          ],
        }),
      ],
      usage,
    );
    expect(out).toEqual([{ text: 'Paris.' }]);
    expect(ai.requests[0]).toMatchObject({
      system: 'Be brief.',
      model: 'openai/gpt-4o-mini',
      temperature: 0,
      messages: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello!' },
        { role: 'user', content: 'Capital of France?' },
      ],
    });
    expect(usage.calls).toEqual([
      { inputTokens: 100, outputTokens: 20, costUsd: 0.001, providerId: 'fake', model: 'fake-model' },
    ]);
  });

  it('reads n8n’s `text` and prompt messages, and the chat input when the prompt is empty', async () => {
    const ai = fakeAi(['ok']);
    await run(
      { text: 'Translate: chat', messages: { messageValues: [{ message: 'You translate to French.' }] } },
      ai,
    );
    expect(ai.requests[0]).toMatchObject({
      system: 'You translate to French.',
      messages: [{ role: 'user', content: 'Translate: chat' }],
    });
    await run({}, ai, [items({ chatInput: 'What is AIZ?' })]);
    expect(ai.requests[1]?.messages?.at(-1)).toEqual({ role: 'user', content: 'What is AIZ?' });
    await expect(run({}, ai)).rejects.toThrow(/the prompt is empty, and no chat message came in/);
  });

  it('gives the checked object for a JSON schema', async () => {
    const ai = fakeAi(['{"city":"Bern","people":134000}']);
    const out = await run({ prompt: 'Capital of Switzerland?', jsonSchema: JSON.stringify(schema) }, ai);
    expect(out).toEqual([{ output: { city: 'Bern', people: 134000 } }]);
    expect(ai.requests[0]?.schema).toEqual(schema);
  });

  it("answers in the shape of n8n's OpenAI node when imported from it, text or checked object", async () => {
    const text = await run({ prompt: 'Hi', outputShape: 'openAiMessage' }, fakeAi(['Hello.']));
    expect(text).toEqual([
      { index: 0, message: { role: 'assistant', content: 'Hello.' }, logprobs: null, finish_reason: 'stop' },
    ]);
    const json = await run(
      { prompt: 'Capital?', jsonSchema: JSON.stringify(schema), outputShape: 'openAiMessage' },
      fakeAi(['{"city":"Bern","people":134000}']),
    );
    expect(json?.[0]?.message).toEqual({ role: 'assistant', content: { city: 'Bern', people: 134000 } });
  });

  it('repairs an invalid reply once, telling the model what was wrong', async () => {
    const ai = fakeAi(['{"city":"Bern","people":"many"}', '```json\n{"city":"Bern","people":134000}\n```']);
    const usage = meter();
    const out = await run({ prompt: 'Capital?', jsonSchema: schema }, ai, [items({})], usage);
    expect(out).toEqual([{ output: { city: 'Bern', people: 134000 } }]);
    const repair = ai.requests[1]?.messages ?? [];
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: '{"city":"Bern","people":"many"}' });
    expect(repair.at(-1)?.content).toMatch(
      /does not match the required JSON schema: people: .*expected number/,
    );
    expect(usage.calls).toHaveLength(2);
  });

  it('refuses a reply still invalid after the repair', async () => {
    const ai = fakeAi(['Bern, about 134k people.', 'Sorry: Bern.']);
    await expect(run({ prompt: 'Capital?', jsonSchema: schema }, ai)).rejects.toThrow(
      'Node "LLM Prompt": the model\'s reply did not match the JSON schema, even after one repair attempt (the reply is not JSON).',
    );
    expect(ai.requests).toHaveLength(2);
  });

  it('refuses an unusable schema before calling', async () => {
    const ai = fakeAi(['{}']);
    await expect(run({ prompt: 'x', jsonSchema: '{not json' }, ai)).rejects.toThrow(
      'the JSON schema is not valid JSON',
    );
    expect(ai.requests).toHaveLength(0);
  });

  it('says so when the offline model answered, and refuses structured output offline', async () => {
    const ai = fakeAi(['Here is what the help says… (offline assistant)'], { offline: true });
    const usage = meter();
    const out = await run({ prompt: 'Hello?' }, ai, [items({})], usage);
    expect(out).toEqual([
      {
        text: 'Here is what the help says… (offline assistant)',
        _ai: {
          offline: true,
          note: 'No AI provider is configured; this answer comes from the offline model.',
        },
      },
    ]);
    expect(usage.calls).toEqual([]);
    await expect(run({ prompt: 'x', jsonSchema: schema }, ai)).rejects.toThrow(
      /structured output needs an AI provider/,
    );
  });

  it('does not call once the run has used its budget', async () => {
    const ai = fakeAi(['x'], { costUsd: 0.6 });
    const usage = meter(1);
    await expect(run({ prompt: 'a' }, ai, [items({}, {}, {})], usage)).rejects.toThrow(/budget is \$1/);
    expect(ai.requests).toHaveLength(2);
  });

  it('needs the AI port (it runs on the server)', async () => {
    await expect(runNode(llmPromptNode, [items({})], { parameters: { prompt: 'x' } })).rejects.toThrow(
      'Node "LLM Prompt": an AI model is only available when the workflow runs on the server.',
    );
  });
});
