/**
 * Conversation Variables: keeps values for the rest of the conversation (Dify's variable assigner writing
 * conversation variables). The chat trigger gives the values kept so far (its `conversationVariables`
 * parameter, item field `conversation`); this node writes new ones through the conversation port, so the
 * next message of the same session (sessionId, Dify's conversation_id) starts from them.
 */
import { z } from 'zod';
import { defineNode } from '../definition';

const parameters = z.object({
  /** The conversation; empty: the item's `sessionId`, else the run's id. */
  sessionId: z.string().max(200).default(''),
  /** The variables to keep and their new values (expressions). */
  values: z.record(z.string(), z.unknown()).default({}),
});

export const conversationVariablesNode = defineNode({
  type: 'conversation-variables',
  version: 1,
  displayName: 'Conversation Variables',
  group: 'data',
  description: 'Keeps values for the next messages of the conversation.',
  documentation:
    'Writes each of "values" (a name and its new value) to the conversation the message belongs to ("session id"; empty: the item\'s `sessionId`, as a chat trigger gives it), and outputs them as one item. A chat trigger with conversation variables gives the values kept so far as `conversation` in its item, so the next message of the same session starts from what this node wrote (as Dify\'s conversation variables). On the server they are kept per workflow and session, at most 64 KB per conversation, and forgotten after 30 days without a message; with no store (a run in the CLI without --session) they last for this run only.',
  inputs: 1,
  parameterItems: 'first',
  outputs: ['Output'],
  parameters,
  async execute(ctx, [input = []]) {
    const p = ctx.parameters();
    const sessionId = p.sessionId.trim() || String(input[0]?.json.sessionId ?? '').trim() || ctx.runId;
    try {
      await ctx.ports.conversation?.write(sessionId, p.values);
    } catch (error) {
      throw new Error(`Node "${ctx.node.name}": ${error instanceof Error ? error.message : String(error)}.`);
    }
    return [[{ json: { ...p.values } }]];
  },
});
