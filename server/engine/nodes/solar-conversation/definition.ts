/**
 * Solara: the solar agent's conversation, one message per item from a chat trigger. The guided conversation is
 * the pure state machine of common/solar/solara; its state is kept through the platform's conversation port,
 * and its tools (estimate, open slots, lead, booking) are the solar nodes wired to it.
 */
import { z } from 'zod';
import { solaraConfigSchema } from '../../../../common/schemas/solara';
import { converse, readSolaraState } from '../../../../common/solar/solara';
import { defineNode } from '../definition';
import { requirePort } from '../ports';
import { solaraTools } from './solara-tools';
import { readWithModel } from './understand';

const chatItem = z.object({
  chatInput: z.string().max(4000).default(''),
  sessionId: z.string().min(1).max(200),
  /** `{start: true}`: the chat opened; Solara greets (a chat trigger needs some text in `chatInput`). */
  inputs: z.object({ start: z.boolean().optional() }).loose().optional(),
});

/** The conversation's state among the conversation's variables. */
export const SOLARA_STATE_KEY = 'solara';

export const solarConversationNode = defineNode({
  type: 'solar-conversation',
  version: 1,
  displayName: 'Solara',
  group: 'ai',
  words: ['solara', 'solar agent', 'solar conversation'],
  description:
    'The solar agent’s guided conversation: from a ZIP code to an estimate and a booked consultation.',
  documentation:
    'Takes each chat message (`chatInput`, `sessionId`) and answers the next step of a guided conversation: ZIP code or address, own or rent, home type, roof age and shade, monthly bill, then a non-binding estimate card, goals, financing, timeline, contact details, and a consultation booked from free text with the consent text shown first. A question or worry in place of an answer (tax credits, moving, the roof, outages, cost, trust…) gets the curated FAQ’s answer, then the question again. It works offline and deterministically; with an AI provider, an answer it does not understand is read once by the model, rewritten as a plain answer or mapped onto one of the FAQ’s questions (the answer is still the curated text). The conversation is kept per session (the conversation store). Its tools are the solar nodes wired to it: Solar Estimate, Solar Open Slots, Solar Lead and Solar Booking. The parameters are the installer’s: a variant (residential, battery retrofit, commercial rooftop or Spanish: its question wording, defaults and notes), a language (locale: en or es, every string it says and the answers it reads), brand, greeting, price per watt and floor (never quoted below), service area (ZIP prefixes or states), consent text, time zone and panel size. Each item leaves with `output` (the reply as text), `messages` (with cards and quick replies) and `step`.',
  inputs: 1,
  outputs: ['Reply'],
  parameterItems: 'first',
  subNodeInputs: [{ kind: 'ai_tool', label: 'Solar tools' }],
  parameters: solaraConfigSchema,
  execute: async (ctx, [items = []]) => {
    const conversations = requirePort(ctx.ports, 'conversation', ctx.node.name, 'Keeping the conversation');
    const config = ctx.parameters();
    const out = [];
    for (const [index, item] of items.entries()) {
      const parsed = chatItem.safeParse(item.json);
      if (!parsed.success)
        throw new Error(`Node "${ctx.node.name}": each item needs a chat message and its sessionId.`);
      const { chatInput, sessionId, inputs } = parsed.data;
      const kept = await conversations.begin(sessionId);
      const state = readSolaraState(kept.variables[SOLARA_STATE_KEY]);
      const env = { config, now: new Date(ctx.now()), conversationId: sessionId };
      const message = await readWithModel(ctx, state, inputs?.start ? '' : chatInput, env);
      const turn = await converse(state, message, env, solaraTools(ctx, index));
      await conversations.write(sessionId, { [SOLARA_STATE_KEY]: turn.state });
      out.push({
        json: {
          output: turn.messages.map((m) => m.text).join('\n\n'),
          sessionId,
          messages: turn.messages,
          step: turn.state.step,
        },
      });
    }
    return [out];
  },
});
