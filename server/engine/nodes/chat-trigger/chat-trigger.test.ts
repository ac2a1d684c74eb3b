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

  it('refuses a run without a message, and a malformed history, with clear messages', async () => {
    await expect(executeForTest(chatTriggerNode, {}, [items({})])).rejects.toThrow(
      'Node "Chat Trigger": a chat run needs a message: start it with {"chatInput": "…"}.',
    );
    await expect(
      executeForTest(chatTriggerNode, {}, [
        items({ chatInput: 'x', history: [{ role: 'robot', content: 'x' }] }),
      ]),
    ).rejects.toThrow(/the chat message is not valid: history.0.role/);
  });
});
