import { describe, expect, it } from 'vitest';
import {
  type AssistantTurn,
  type ChatState,
  chatReducer,
  EMPTY_CHAT,
  isAnswering,
  usageLabel,
} from './chat-state';

const answerOf = (state: ChatState) => state.turns.at(-1) as AssistantTurn;

describe('the test chat', () => {
  it('streams tokens into the answer, then settles it with the final text and usage', () => {
    let state = chatReducer(EMPTY_CHAT, { type: 'send', id: '1', text: '  Hello  ' });
    expect(state.turns[0]).toEqual({ id: '1-q', role: 'user', text: 'Hello' });
    expect(isAnswering(state)).toBe(true);
    state = chatReducer(state, { type: 'event', event: { type: 'start', runId: 'r', sessionId: 's1' } });
    state = chatReducer(state, { type: 'event', event: { type: 'token', text: 'Hi ' } });
    state = chatReducer(state, { type: 'event', event: { type: 'token', text: 'there' } });
    expect(answerOf(state).text).toBe('Hi there');
    state = chatReducer(state, {
      type: 'event',
      event: {
        type: 'final',
        runId: 'r',
        sessionId: 's1',
        output: 'Hi there.',
        offline: false,
        usage: { inputTokens: 10, outputTokens: 3, costUsd: 0.0002 },
      },
    });
    expect(answerOf(state)).toMatchObject({ text: 'Hi there.', status: 'done', offline: false });
    expect(state.sessionId).toBe('s1');
    expect(isAnswering(state)).toBe(false);
  });

  it('records tool calls with their arguments and results', () => {
    let state = chatReducer(EMPTY_CHAT, { type: 'send', id: '1', text: 'Weather?' });
    state = chatReducer(state, {
      type: 'event',
      event: { type: 'tool-call', id: 'c1', name: 'weather', input: { city: 'Bern' } },
    });
    expect(answerOf(state).toolCalls).toEqual([{ id: 'c1', name: 'weather', input: { city: 'Bern' } }]);
    state = chatReducer(state, {
      type: 'event',
      event: { type: 'tool-result', id: 'c1', name: 'weather', output: '{"sky":"sunny"}', failed: false },
    });
    expect(answerOf(state).toolCalls[0]).toMatchObject({ output: '{"sky":"sunny"}', failed: false });
  });

  it('ignores an empty message and a second one while answering; shows errors; resets', () => {
    expect(chatReducer(EMPTY_CHAT, { type: 'send', id: '1', text: '   ' })).toBe(EMPTY_CHAT);
    let state = chatReducer(EMPTY_CHAT, { type: 'send', id: '1', text: 'a' });
    expect(chatReducer(state, { type: 'send', id: '2', text: 'b' })).toBe(state);
    state = chatReducer(state, { type: 'event', event: { type: 'error', message: 'No luck.' } });
    expect(answerOf(state)).toMatchObject({ status: 'error', error: 'No luck.' });
    // A failure after the stream settled changes nothing.
    expect(chatReducer(state, { type: 'fail', message: 'x' })).toBe(state);
    expect(chatReducer(state, { type: 'reset' })).toEqual(EMPTY_CHAT);
  });

  it('labels tokens and cost, and says the offline model counts none', () => {
    expect(usageLabel({ inputTokens: 1200, outputTokens: 34, costUsd: 0.00123 }, false)).toBe(
      '1,234 tokens (1,200 in, 34 out) · $0.0012',
    );
    expect(usageLabel({ inputTokens: 0, outputTokens: 0, costUsd: 0 }, true)).toBe(
      'Offline model · no tokens counted · $0.0000',
    );
  });
});
