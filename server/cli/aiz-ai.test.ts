/**
 * The CLI's AI nodes as people run them: a real process whose providers come from the environment, here a
 * local fake server speaking OpenAI's real HTTP protocol (server/ai/testing), which echoes the question.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, httpError, reply, startFakeOpenAI } from '../ai/testing';
import { scaled } from '../test/time';
import { NO_PROVIDER_MESSAGE } from './ai-port';
import { aizAsync, lastUserText } from './testing/run-cli';

/** OpenAI's answer to a model it does not have. */
const modelNotFound = () => ({
  ...httpError(404),
  body: {
    error: {
      message: 'The model `gpt-9` does not exist or you do not have access to it.',
      type: 'invalid_request_error',
      param: null,
      code: 'model_not_found',
    },
  },
});

const chatDocument = {
  schemaVersion: 1,
  nodes: [
    { id: 'chat', type: 'chat-trigger', typeVersion: 1, name: 'Chat', position: [0, 0], parameters: {} },
    {
      id: 'ask',
      type: 'llm-prompt',
      typeVersion: 1,
      name: 'Ask',
      position: [200, 0],
      parameters: { prompt: '=Answer briefly: {{ $json.chatInput }}', model: 'openai/gpt-4o-mini' },
    },
  ],
  edges: [{ id: 'e1', source: 'chat', sourceOutput: 0, target: 'ask', targetInput: 0 }],
  settings: {},
};

describe('npm run aiz -- run with an AI provider from the environment', { timeout: scaled(60_000) }, () => {
  let fake: FakeProvider;
  let file: string;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    fake.respond((request) => reply(`Echo: ${lastUserText(request)}`));
    file = path.join(mkdtempSync(path.join(tmpdir(), 'aiz-ai-')), 'ask.aiz.json');
    writeFileSync(file, JSON.stringify(chatDocument));
  });
  afterAll(() => fake.close());

  it('runs an LLM node through the configured provider', async () => {
    fake.reset();
    fake.respond((request) => reply(`Echo: ${lastUserText(request)}`));
    const env = { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl };
    const { code, stdout, stderr } = await aizAsync(
      env,
      'run',
      file,
      '--json',
      '--input',
      '{"chatInput":"Why is the sky blue?"}',
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout).output).toEqual([
      { json: { text: 'Echo: Answer briefly: Why is the sky blue?' } },
    ]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-test');
    // The model the node names, and the report says it answered.
    expect(fake.requests[0]?.body.model).toBe('gpt-4o-mini');
    expect(JSON.parse(stdout).nodes.Ask.runs[0].models).toEqual(['openai/gpt-4o-mini']);
  });

  it('fails the node naming a model OpenAI does not have, and asks nothing else', async () => {
    fake.reset();
    fake.respond(modelNotFound);
    const unknown = path.join(path.dirname(file), 'unknown-model.aiz.json');
    const nodes = chatDocument.nodes.map((n) =>
      n.id === 'ask' ? { ...n, parameters: { ...n.parameters, model: 'openai/gpt-9' } } : n,
    );
    writeFileSync(unknown, JSON.stringify({ ...chatDocument, nodes }));
    const env = { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl };
    const { code, stdout } = await aizAsync(env, 'run', unknown, '--json', '--input', '{"chatInput":"Hi"}');
    expect(code).toBe(1);
    const { error } = JSON.parse(stdout);
    expect(error.node).toBe('Ask');
    expect(error.message).toContain('Node "Ask": the model "gpt-9" is not available on OpenAI');
    expect(error.message).toContain('Configured: openai/gpt-4.1-mini');
    expect(fake.requests.map((r) => r.body.model)).toEqual(['gpt-9']);
  });

  it('without a provider, stops naming the variables to set (not "only on the server")', async () => {
    const { code, stdout } = await aizAsync({}, 'run', file, '--json', '--input', '{"chatInput":"Hi"}');
    expect(code).toBe(1);
    expect(JSON.parse(stdout).error.message).toContain(NO_PROVIDER_MESSAGE);
  });
});
