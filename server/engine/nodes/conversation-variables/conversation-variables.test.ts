import { describe, expect, it } from 'vitest';
import type { ItemLists } from '../../core/types';
import { chatTriggerNode } from '../chat-trigger/definition';
import { items, jsonOf } from '../execute-for-test';
import { MAX_CONVERSATION_BYTES } from '../ports';
import { runNode } from '../testing';
import { conversationVariablesNode } from './definition';
import { inProcessConversations } from './in-process-conversations';

const trigger = async (
  conversation: ReturnType<typeof inProcessConversations> | undefined,
  input: Record<string, unknown>,
) =>
  jsonOf(
    (await runNode(chatTriggerNode, [items(input)], {
      parameters: { conversationVariables: { count: 0, note: 'hi' } },
      ...(conversation ? { ports: { conversation } } : {}),
    })) as ItemLists,
  )[0];

const write = async (
  conversation: ReturnType<typeof inProcessConversations> | undefined,
  values: Record<string, unknown>,
  sessionId = '',
) =>
  jsonOf(
    (await runNode(conversationVariablesNode, [items({ sessionId: 'from-item' })], {
      name: 'Keep',
      parameters: { sessionId, values },
      ...(conversation ? { ports: { conversation } } : {}),
    })) as ItemLists,
  );

describe('conversation variables: the chat trigger reads them, the Conversation Variables node writes them', () => {
  it('gives the declared values in a new conversation, then what the node kept, per session, counting messages', async () => {
    const conversation = inProcessConversations();
    expect(await trigger(conversation, { chatInput: 'a', sessionId: 's' })).toMatchObject({
      conversation: { count: 0, note: 'hi' },
      dialogueCount: 1,
    });
    expect(await write(conversation, { count: 5 }, 's')).toEqual([{ count: 5 }]);
    expect(await trigger(conversation, { chatInput: 'b', sessionId: 's' })).toMatchObject({
      conversation: { count: 5, note: 'hi' },
      dialogueCount: 2,
    });
    expect(await trigger(conversation, { chatInput: 'c', sessionId: 'other' })).toMatchObject({
      conversation: { count: 0 },
      dialogueCount: 1,
    });
  });

  it("writes to the item's session when none is named", async () => {
    const conversation = inProcessConversations();
    await write(conversation, { count: 2 });
    expect(conversation.snapshot()).toEqual({ 'from-item': { variables: { count: 2 }, turns: 0 } });
  });

  it('without a store, every run is a new conversation and the values last for the run', async () => {
    expect(await trigger(undefined, { chatInput: 'a', sessionId: 's' })).toMatchObject({
      conversation: { count: 0 },
      dialogueCount: 1,
    });
    expect(await write(undefined, { count: 3 })).toEqual([{ count: 3 }]);
  });

  it('a chat trigger without conversation variables reads no store and adds nothing', async () => {
    const conversation = inProcessConversations();
    const out = jsonOf(
      (await runNode(chatTriggerNode, [items({ chatInput: 'a', sessionId: 's' })], {
        ports: { conversation },
      })) as ItemLists,
    );
    expect(out[0]).not.toHaveProperty('conversation');
    expect(conversation.snapshot()).toEqual({});
  });

  it('refuses values past the bound, naming the node, and keeps the earlier ones', async () => {
    const conversation = inProcessConversations();
    await write(conversation, { small: 1 }, 's');
    await expect(write(conversation, { big: 'x'.repeat(MAX_CONVERSATION_BYTES) }, 's')).rejects.toThrow(
      'Node "Keep": the conversation\'s variables would take 65 KB; at most 64 KB are kept per conversation.',
    );
    expect(conversation.snapshot().s?.variables).toEqual({ small: 1 });
  });
});
