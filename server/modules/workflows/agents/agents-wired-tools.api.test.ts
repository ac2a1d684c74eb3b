/**
 * A tool node wired to an AI agent on the canvas (an `ai_tool` edge), through the API against the local fake
 * OpenAI server: the agent offers the node, runs it with the model's arguments, and the run record shows the
 * tool's step under the agent's; the tool node never runs on its own.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeProvider, type RecordedRequest, reply, startFakeOpenAI } from '../../../ai/testing';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';

const node = (
  id: string,
  name: string,
  type: string,
  parameters: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) => ({ id, type, typeVersion: 1, name, position: [0, 0], parameters, ...extra });

const toolResults = (request: RecordedRequest) =>
  (request.body.messages as { role: string; content: unknown }[])
    .filter((m) => m.role === 'tool')
    .map((m) => String(m.content));

describe('tool nodes wired to an agent', () => {
  let fake: FakeProvider;
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({
      rateLimits: 'unlimited',
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl },
    });
    ada = await createSignedInUser(t, { username: 'toolwirer' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('offers the wired node, runs it with the call’s arguments, and stores its step under the agent’s', async () => {
    const created = await (await ada.request('POST', '/api/workflows', { name: 'Wired' })).json();
    const saved = await ada.request('PUT', `/api/workflows/${created.id}/draft`, {
      document: {
        nodes: [
          node('chat', 'Chat', 'chat-trigger'),
          node('agent', 'Agent', 'ai-agent', { model: 'openai', instructions: 'Use your tools.' }),
          node(
            'double',
            'Double it',
            'set',
            { assignments: [{ name: 'doubled', type: 'number', value: '={{ $json.n * 2 }}' }] },
            { notes: 'Doubles the number n.' },
          ),
        ],
        edges: [
          { id: 'e1', source: 'chat', sourceOutput: 0, target: 'agent', targetInput: 0 },
          { id: 'e2', source: 'double', sourceOutput: 0, target: 'agent', targetInput: 0, kind: 'ai_tool' },
        ],
        settings: {},
      },
      revision: 1,
    });
    expect(saved.status).toBe(200);
    fake.script({ type: 'tool-call', id: 'call_1', name: 'Double_it', input: { n: 21 } }, (request) =>
      reply(`The answer is ${toolResults(request).join('')}.`),
    );

    const finished: unknown[] = [];
    const stop = t.deps.runEvents.subscribe({ workflowId: created.id }, (event) => {
      if (event.type === 'node-finished') finished.push([event.nodeId, event.parent ?? null]);
    });
    const res = await ada.request('POST', `/api/workflows/${created.id}/runs`, {
      input: { chatInput: 'Double 21, please.', sessionId: 's1' },
    });
    stop();
    expect(res.status).toBe(201);
    const run = await res.json();
    expect(run.status).toBe('succeeded');
    const offered = fake.requests[0]!.body.tools as { function: { name: string; description: string } }[];
    expect(offered.map((x) => x.function)).toMatchObject([
      { name: 'Double_it', description: 'Doubles the number n.' },
    ]);
    expect(toolResults(fake.requests[1]!)).toEqual(['{"doubled":42}']);
    // The tool node ran once, for the call (never as a start node), stored under the agent's step.
    const steps = run.steps as {
      nodeId: string;
      runIndex: number;
      parent: unknown;
      input: unknown;
      output: unknown;
    }[];
    expect(steps.map((s) => [s.nodeId, s.runIndex, s.parent])).toEqual([
      ['chat', 0, null],
      ['double', 0, { nodeId: 'agent', runIndex: 0 }],
      ['agent', 0, null],
    ]);
    expect(steps[1]?.input).toEqual([[{ json: { n: 21 } }]]);
    expect(steps[1]?.output).toEqual([[{ json: { doubled: 42 } }]]);
    expect(run.result[0][0].json.output).toBe('The answer is {"doubled":42}.');
    // Live events say so too.
    expect(finished).toEqual([
      ['chat', null],
      ['double', { nodeId: 'agent', runIndex: 0 }],
      ['agent', null],
    ]);
  });
});
