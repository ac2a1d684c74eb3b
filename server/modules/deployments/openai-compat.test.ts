import { API_KEY_QUOTA_USED, API_KEY_RATE_LIMITED, DEPLOYMENT_NOT_FOUND } from '@common/schemas/deployments';
import { chatCompletionRequestSchema } from '@common/schemas/openai-compat';
import { describe, expect, it } from 'vitest';
import { Forbidden, NotFound, TooManyRequests, Unauthorized } from '../../lib/errors';
import { DeploymentPaused, PaymentRequired } from './errors';
import { mcpToolOf, toolText } from './mcp-tool';
import {
  answerText,
  chunkOf,
  completionMeta,
  completionUsage,
  conversationOf,
  openAiRefusalOf,
} from './openai-compat';

describe('conversationOf', () => {
  it('answers the last user message, with the user and assistant messages before it as history', () => {
    expect(
      conversationOf([
        { role: 'system', content: 'Be nice.' },
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: [{ type: 'text', text: 'Hello' }] },
        { role: 'tool', content: 'ignored' },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'How ' },
            { type: 'image_url' },
            { type: 'text', text: 'are you?' },
          ],
        },
      ]),
    ).toEqual({
      message: 'How are you?',
      history: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello' },
      ],
    });
  });

  it('refuses messages with no user message', () => {
    expect(() => conversationOf([{ role: 'system', content: 'x' }])).toThrow(/end with a user message/);
  });
});

describe('the request schema', () => {
  it('accepts what OpenAI clients send, unknown fields included, and refuses n > 1', () => {
    const parsed = chatCompletionRequestSchema.safeParse({
      model: 'helper',
      messages: [{ role: 'user', content: 'x' }],
      temperature: 0.2,
      max_tokens: 10,
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(parsed.success).toBe(true);
    expect(
      chatCompletionRequestSchema.safeParse({ model: 'h', messages: [{ role: 'user', content: 'x' }], n: 2 })
        .success,
    ).toBe(false);
    expect(chatCompletionRequestSchema.safeParse({ model: 'h', messages: [] }).success).toBe(false);
    expect(
      chatCompletionRequestSchema.safeParse({ model: 'h', messages: [{ role: 'robot', content: 'x' }] })
        .success,
    ).toBe(false);
  });
});

describe('answerText', () => {
  it('reads a string, an output/text/answer field, else the JSON', () => {
    expect(answerText('plain')).toBe('plain');
    expect(answerText({ output: 'agent says', toolCalls: [] })).toBe('agent says');
    expect(answerText({ text: 'workflow says' })).toBe('workflow says');
    expect(answerText({ answer: 'answered' })).toBe('answered');
    expect(answerText({ total: 3 })).toBe('{"total":3}');
    expect(answerText([{ a: 1 }])).toBe('[{"a":1}]');
    expect(answerText(null)).toBe('');
  });
});

describe('usage and chunks', () => {
  it('names the run’s tokens as OpenAI does', () => {
    expect(completionUsage({ inputTokens: 12, outputTokens: 5, costUsd: 0.1 })).toEqual({
      prompt_tokens: 12,
      completion_tokens: 5,
      total_tokens: 17,
    });
    expect(completionUsage(null)).toEqual({ prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 });
  });

  it('builds role, content, finish and usage chunks', () => {
    const meta = completionMeta('run-1', 'helper', new Date('2026-01-01T00:00:01.500Z'));
    expect(meta).toEqual({ id: 'chatcmpl-run-1', created: 1767225601, model: 'helper' });
    expect(chunkOf(meta, { role: 'assistant' }).choices[0]).toMatchObject({
      delta: { role: 'assistant' },
      finish_reason: null,
    });
    expect(chunkOf(meta, { content: 'Hi' }).choices[0]!.delta).toEqual({ content: 'Hi' });
    expect(chunkOf(meta, { finish: true }).choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
    const usage = chunkOf(meta, { usage: { prompt_tokens: 1, completion_tokens: 2, total_tokens: 3 } });
    expect(usage).toMatchObject({ object: 'chat.completion.chunk', choices: [], usage: { total_tokens: 3 } });
  });
});

describe('openAiRefusalOf', () => {
  it('maps our refusals to OpenAI’s statuses, types and codes', () => {
    expect(openAiRefusalOf(new Unauthorized('no'))).toMatchObject({
      status: 401,
      body: { error: { type: 'invalid_request_error', code: 'invalid_api_key', message: 'no', param: null } },
    });
    expect(openAiRefusalOf(new NotFound(DEPLOYMENT_NOT_FOUND), 'nope').body.error).toMatchObject({
      code: 'model_not_found',
      message: expect.stringContaining("'nope'"),
    });
    expect(openAiRefusalOf(new Forbidden('x')).status).toBe(403);
    const paused = openAiRefusalOf(new DeploymentPaused());
    expect(paused).toMatchObject({
      status: 503,
      noRetry: true,
      body: { error: { code: 'deployment_paused' } },
    });
    expect(openAiRefusalOf(new PaymentRequired('2', '0'))).toMatchObject({
      status: 402,
      noRetry: true,
      body: { error: { type: 'insufficient_quota', code: 'payment_required' } },
    });
    const rate = openAiRefusalOf(new TooManyRequests(API_KEY_RATE_LIMITED, 7));
    expect(rate).toMatchObject({ status: 429, noRetry: false, retryAfterSeconds: 7 });
    expect(rate.body.error.code).toBe('rate_limit_exceeded');
    expect(openAiRefusalOf(new TooManyRequests(API_KEY_QUOTA_USED, 100))).toMatchObject({
      status: 429,
      noRetry: true,
      body: { error: { code: 'insufficient_quota' } },
    });
    expect(openAiRefusalOf(new Error('bug'))).toMatchObject({
      status: 500,
      body: { error: { type: 'server_error' } },
    });
  });
});

describe('mcpToolOf', () => {
  const node = (id: string, type: string, parameters: Record<string, unknown> = {}, disabled = false) => ({
    id,
    type,
    typeVersion: 1,
    name: id,
    position: [0, 0] as [number, number],
    parameters,
    disabled,
  });
  const doc = (nodes: ReturnType<typeof node>[]) => ({ nodes, edges: [], settings: {} }) as never;

  it('takes {message} for a chat and any object for a manual trigger', () => {
    const chat = mcpToolOf('helper', { name: 'Helper', kind: 'agent' }, doc([node('c', 'chat-trigger')]));
    expect(chat).toMatchObject({ name: 'helper', chat: true, inputSchema: { required: ['message'] } });
    const manual = mcpToolOf(
      'flow',
      { name: 'Flow', kind: 'workflow' },
      doc([node('m', 'manual-trigger'), node('c', 'chat-trigger')]),
    );
    expect(manual).toMatchObject({
      chat: false,
      inputSchema: { type: 'object', additionalProperties: true },
    });
    expect(manual.description).toContain('"Flow"');
  });

  it('derives a schema from a form’s fields (checkboxes as a list of choices)', () => {
    const tool = mcpToolOf(
      'survey',
      { name: 'Survey', kind: 'workflow' },
      doc([
        node('f', 'form-trigger', {
          formFields: [
            { label: 'age', type: 'number', required: true },
            { label: 'likes', type: 'checkbox', options: ['a', 'b'] },
            { label: 'note' },
          ],
        }),
      ]),
    );
    expect(tool.inputSchema).toEqual({
      type: 'object',
      properties: {
        age: { type: 'number' },
        likes: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
        note: { type: 'string' },
      },
      required: ['age'],
    });
  });

  it('answers an agent’s reply as its text and other outputs as JSON', () => {
    expect(toolText({ output: 'hi', toolCalls: [] }, true)).toBe('hi');
    expect(toolText({ text: 'x' }, false)).toBe('{"text":"x"}');
    expect(toolText('as is', false)).toBe('as is');
  });
});
