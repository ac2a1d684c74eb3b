import type { RunDetail } from '@common/schemas/workflows';
import { describe, expect, it } from 'vitest';
import { chatReplyOf, chatTriggerOf } from './chat-run';

const node = (id: string, type: string, disabled = false) => ({
  id,
  type,
  typeVersion: 1,
  name: id,
  position: [0, 0] as [number, number],
  parameters: {},
  ...(disabled ? { disabled } : {}),
});
const edge = (source: string, target: string) => ({
  id: `${source}-${target}`,
  source,
  sourceOutput: 0,
  target,
  targetInput: 0,
});

const run = (patch: Partial<RunDetail>): RunDetail => ({
  id: 'r',
  workflowId: 'w',
  versionNumber: null,
  trigger: 'manual',
  parentRunId: null,
  status: 'succeeded',
  error: null,
  startedAt: '',
  finishedAt: '',
  durationMs: 1,
  usage: null,
  result: [],
  waitingFor: null,
  steps: [],
  ...patch,
});

describe('chatTriggerOf', () => {
  it('finds the chat trigger a test starts at, and none in a workflow started otherwise', () => {
    expect(
      chatTriggerOf({ nodes: [node('c', 'chat-trigger'), node('a', 'no-op')], edges: [edge('c', 'a')] })?.id,
    ).toBe('c');
    expect(
      chatTriggerOf({ nodes: [node('m', 'manual-trigger'), node('a', 'no-op')], edges: [edge('m', 'a')] }),
    ).toBeNull();
    expect(chatTriggerOf({ nodes: [node('c', 'chat-trigger', true)], edges: [] })).toBeNull();
  });
});

describe('chatReplyOf', () => {
  it("answers with the last output's text, and says when a model answered offline", () => {
    const reply = chatReplyOf(
      run({
        result: [[{ json: { output: 'Open 9 to 6.', _ai: { offline: true } } }]],
        usage: { inputTokens: 0, outputTokens: 0, costUsd: 0, calls: 1 },
      }),
    );
    expect(reply).toEqual({
      kind: 'answer',
      text: 'Open 9 to 6.',
      offline: true,
      usage: { inputTokens: 0, outputTokens: 0, costUsd: 0 },
    });
    expect(chatReplyOf(run({ result: [[{ json: { total: 3 } }]] }))).toMatchObject({ text: '{"total":3}' });
    expect(chatReplyOf(run({ result: [] }))).toMatchObject({
      text: expect.stringContaining('without an answer'),
    });
  });

  it('gives the reason of a failed or waiting run', () => {
    expect(chatReplyOf(run({ status: 'failed', error: { message: 'Boom', code: 'x' } }))).toEqual({
      kind: 'error',
      message: 'Boom',
    });
    expect(chatReplyOf(run({ status: 'waiting' }))).toMatchObject({ kind: 'error' });
  });
});
