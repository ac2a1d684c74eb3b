import { describe, expect, it } from 'vitest';
import { executeForTest, items, jsonOf } from '../execute-for-test';
import { chatTriggerNode } from './definition';

describe('chat trigger', () => {
  it('gives the message, the session and the history under n8n’s names', async () => {
    const out = await executeForTest(chatTriggerNode, {}, [
      items({
        chatInput: 'Hi',
        sessionId: 's1',
        history: [
          { role: 'user', content: 'Hello' },
          { role: 'assistant', content: 'Hello! How can I help?' },
        ],
      }),
    ]);
    expect(jsonOf(out)).toEqual([
      {
        chatInput: 'Hi',
        sessionId: 's1',
        history: [
          { role: 'user', content: 'Hello' },
          { role: 'assistant', content: 'Hello! How can I help?' },
        ],
      },
    ]);
  });

  it('accepts `message`, and takes the run id as the session when none is given', async () => {
    const out = await executeForTest(chatTriggerNode, {}, [items({ message: 'Hey' })]);
    expect(jsonOf(out)).toEqual([{ chatInput: 'Hey', sessionId: 'run-1', history: [] }]);
  });

  it("accepts Dify's chat API names: query, conversation_id, user, inputs, files", async () => {
    const out = await executeForTest(chatTriggerNode, {}, [
      items({ query: 'Hola', conversation_id: 'c-1', user: 'u-1', inputs: { name: 'Ann' }, files: [] }),
    ]);
    expect(jsonOf(out)).toEqual([
      { chatInput: 'Hola', sessionId: 'c-1', history: [], userId: 'u-1', inputs: { name: 'Ann' }, files: [] },
    ]);
    await expect(executeForTest(chatTriggerNode, {}, [items({ query: 'x', inputs: 'no' })])).rejects.toThrow(
      /the chat message is not valid: inputs/,
    );
  });

  it('refuses a run without a message, and a malformed history, with clear messages', async () => {
    const refusal = executeForTest(chatTriggerNode, {}, [items({})]);
    await expect(refusal).rejects.toThrow('Node "Chat Trigger": type a message to start this chat workflow.');
    // Shown to a person in the builders: no internal field name.
    await expect(refusal).rejects.not.toThrow(/chatInput/);
    await expect(
      executeForTest(chatTriggerNode, {}, [
        items({ chatInput: 'x', history: [{ role: 'robot', content: 'x' }] }),
      ]),
    ).rejects.toThrow(/the chat message is not valid: history.0.role/);
  });
});
