/**
 * Agents through the API against the local fake OpenAI server: an agent calls a node tool, an HTTP tool (a
 * local allowlisted server) and a sub-workflow, and answers with their results; its chat streams over SSE;
 * memory per session across chats; and the offline model when no provider is configured.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type FakeBehaviour,
  type FakeProvider,
  type RecordedRequest,
  reply,
  startFakeOpenAI,
} from '../../../ai/testing';
import { type LocalServer, startLocalServer } from '../../../lib/safe-http/testing';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { parseSse } from '../../../test/workflow-documents';
import { AGENT_CHAT_LIMIT } from './agents-routes';

const node = (id: string, type: string, parameters: Record<string, unknown> = {}) => ({
  id,
  type,
  typeVersion: 1,
  name: id,
  position: [0, 0],
  parameters,
});

const callTool = (id: string, name: string, input: Record<string, unknown>): FakeBehaviour => ({
  type: 'tool-call',
  id,
  name,
  input,
});

/** The tool results the model was given, in order (OpenAI's `role: tool` messages). */
const toolResults = (request: RecordedRequest) =>
  (request.body.messages as { role: string; content: unknown }[])
    .filter((m) => m.role === 'tool')
    .map((m) => String(m.content));

async function chat(user: SignedInUser, agentId: string, body: Record<string, unknown>) {
  const res = await user.request('POST', `/api/agents/${agentId}/chat`, body);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  return parseSse(await res.text());
}

describe('agents with a provider', () => {
  let fake: FakeProvider;
  let weather: LocalServer;
  let mcp: LocalServer;
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    weather = await startLocalServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ city: decodeURIComponent(req.url?.split('/').pop() ?? ''), sky: 'sunny' }));
    });
    // A remote MCP server, stateless (a server and transport per request), as the SDK's examples run one.
    mcp = await startLocalServer(async (req, res, body) => {
      if (req.method !== 'POST') {
        res.writeHead(405).end();
        return;
      }
      const server = new McpServer({ name: 'calc', version: '1.0.0' });
      server.registerTool(
        'add',
        { description: 'Adds two numbers.', inputSchema: { a: z.number(), b: z.number() } },
        async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }),
      );
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, JSON.parse(body.toString()));
    });
    t = await createTestApp({
      rateLimits: 'unlimited',
      env: {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.baseUrl,
        HTTP_ALLOWLIST: `127.0.0.1:${weather.port},127.0.0.1:${mcp.port}`,
      },
    });
    ada = await createSignedInUser(t, { username: 'agentowner' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    await weather.close();
    await mcp.close();
  });
  beforeEach(() => {
    fake.reset();
    // Each case starts with the provider available: a call that timed out on a loaded machine cools the
    // provider down under the harness's frozen clock, and every later case (and a retry) would get the offline model.
    t.deps.ai.cooldowns.clear();
  });

  async function childWorkflow() {
    const created = await (await ada.request('POST', '/api/workflows', { name: 'Count' })).json();
    const saved = await ada.request('PUT', `/api/workflows/${created.id}/draft`, {
      document: {
        nodes: [
          node('start', 'manual-trigger'),
          node('count', 'summarize', {
            fieldsToSummarize: { values: [{ field: 'n', aggregation: 'count' }] },
          }),
        ],
        edges: [{ id: 'e', source: 'start', sourceOutput: 0, target: 'count', targetInput: 0 }],
        settings: {},
      },
      revision: 1,
    });
    expect(saved.status).toBe(200);
    return created.id as string;
  }

  async function createAgent(body: Record<string, unknown>) {
    const res = await ada.request('POST', '/api/agents', body);
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; kind: string };
  }

  it('calls a node tool, an HTTP tool and a sub-workflow, and answers with their results over SSE', async () => {
    const child = await childWorkflow();
    const agent = await createAgent({
      name: 'Helper',
      instructions: 'Use the tools.',
      model: 'openai',
      tools: [
        {
          kind: 'node',
          name: 'double',
          description: 'Doubles n.',
          inputSchema: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] },
          node: node('double', 'set', {
            assignments: [{ name: 'doubled', type: 'number', value: '={{ $json.n * 2 }}' }],
          }),
        },
        {
          kind: 'http',
          name: 'weather',
          description: 'Weather in a city.',
          url: `${weather.origin}/weather/{city}`,
        },
        { kind: 'workflow', name: 'count', description: 'Counts.', workflowId: child, source: 'draft' },
      ],
    });
    expect(agent.kind).toBe('agent');
    fake.script(
      callTool('call_1', 'double', { n: 21 }),
      callTool('call_2', 'weather', { city: 'Bern' }),
      callTool('call_3', 'count', { n: 5 }),
      (request) => reply(`Results: ${toolResults(request).join(' | ')}`),
    );

    const events = await chat(ada, agent.id, { message: 'Do the three things.', sessionId: 'session-a' });
    expect(events.map((e) => e.event).filter((e) => e !== 'token')).toEqual([
      'start',
      'tool-call',
      'tool-result',
      'tool-call',
      'tool-result',
      'tool-call',
      'tool-result',
      'final',
    ]);
    // The answer streamed in pieces, after the last tool result.
    const tokens = events.filter((e) => e.event === 'token').map((e) => String(e.data.text));
    expect(tokens.length).toBeGreaterThan(1);
    expect(events.at(-2)?.event).toBe('token');
    const results = events.filter((e) => e.event === 'tool-result').map((e) => e.data);
    expect(results).toEqual([
      { id: 'call_1', name: 'double', output: expect.stringContaining('"doubled":42'), failed: false },
      { id: 'call_2', name: 'weather', output: '{"city":"Bern","sky":"sunny"}', failed: false },
      { id: 'call_3', name: 'count', output: '{"count_n":1}', failed: false },
    ]);
    const final = events.at(-1)!.data;
    expect(final).toMatchObject({ sessionId: 'session-a', offline: false });
    expect(tokens.join('')).toBe(final.output);
    expect(final.output).toContain('"doubled":42');
    expect(final.output).toContain('sunny');
    expect(final.output).toContain('"count_n":1');
    expect((final.usage as { inputTokens: number }).inputTokens).toBeGreaterThan(0);
    // The model was offered the three tools.
    const offered = (fake.requests[0]!.body.tools as { function: { name: string } }[]).map(
      (x) => x.function.name,
    );
    expect(offered).toEqual(['double', 'weather', 'count']);
  });

  it("calls a remote MCP server's tool", async () => {
    const agent = await createAgent({
      name: 'Calculator',
      tools: [{ kind: 'mcp', name: 'calc', url: `${mcp.origin}/mcp` }],
    });
    fake.script(callTool('call_1', 'calc_add', { a: 2, b: 40 }), (request) =>
      reply(`The sum is ${toolResults(request).join('')}.`),
    );
    const events = await chat(ada, agent.id, { message: 'What is 2 + 40?' });
    expect(events.find((e) => e.event === 'tool-result')?.data).toEqual({
      id: 'call_1',
      name: 'calc_add',
      output: '42',
      failed: false,
    });
    expect(events.at(-1)?.data.output).toBe('The sum is 42.');
    const offered = fake.requests[0]!.body.tools as { function: { name: string; description: string } }[];
    expect(offered.map((x) => x.function)).toMatchObject([
      { name: 'calc_add', description: 'Adds two numbers.' },
    ]);
  });

  it('refuses an MCP server on a local address that is not allowlisted', async () => {
    const agent = await createAgent({
      name: 'Prober',
      tools: [{ kind: 'mcp', name: 'inside', url: 'http://127.0.0.1:9/mcp' }],
    });
    const events = await chat(ada, agent.id, { message: 'hi' });
    expect(events.at(-1)?.event).toBe('error');
    expect(String(events.at(-1)?.data.message)).toMatch(/the MCP server "inside" could not be reached/);
    expect(fake.requests).toHaveLength(0);
  });

  it('remembers a session across chats, and not another session', async () => {
    const agent = await createAgent({ name: 'Memory' });
    fake.script(reply('Nice to meet you, Ada.'), reply('You are Ada.'), reply('I do not know.'));
    await chat(ada, agent.id, { message: 'I am Ada.', sessionId: 's1' });
    await chat(ada, agent.id, { message: 'Who am I?', sessionId: 's1' });
    await chat(ada, agent.id, { message: 'Who am I?', sessionId: 's2' });
    const contents = (r: RecordedRequest | undefined) =>
      (r!.body.messages as { role: string; content: unknown }[])
        .filter((m) => m.role !== 'system')
        .map((m) => m.content);
    expect(contents(fake.requests[1])).toEqual(['I am Ada.', 'Nice to meet you, Ada.', 'Who am I?']);
    expect(contents(fake.requests[2])).toEqual(['Who am I?']);
  });

  it('talks to a published version when asked, and the draft otherwise', async () => {
    const agent = await createAgent({ name: 'Versions', instructions: 'Version one.' });
    expect((await ada.request('POST', `/api/workflows/${agent.id}/versions`, {})).status).toBe(201);
    const draft = await (await ada.request('GET', `/api/workflows/${agent.id}`)).json();
    draft.draft.nodes[1].parameters.instructions = 'Version two.';
    const saved = await ada.request('PUT', `/api/workflows/${agent.id}/draft`, {
      document: draft.draft,
      revision: draft.revision,
    });
    expect(saved.status).toBe(200);
    await chat(ada, agent.id, { message: 'hi', version: 1 });
    await chat(ada, agent.id, { message: 'hi' });
    const system = (r: RecordedRequest | undefined) =>
      (r!.body.messages as { role: string; content: unknown }[]).find((m) => m.role === 'system')?.content;
    expect(system(fake.requests[0])).toBe('Version one.');
    expect(system(fake.requests[1])).toBe('Version two.');
  });

  it('answers 404 for an agent of someone else, and 400 for an empty message', async () => {
    const agent = await createAgent({ name: 'Mine' });
    const bob = await createSignedInUser(t, { username: 'agentstranger' });
    expect((await bob.request('POST', `/api/agents/${agent.id}/chat`, { message: 'hi' })).status).toBe(404);
    expect((await ada.request('POST', `/api/agents/${agent.id}/chat`, { message: ' ' })).status).toBe(400);
    expect((await t.request('POST', `/api/agents/${agent.id}/chat`, { message: 'hi' })).status).toBe(401);
  });
});

describe('agents without a provider', () => {
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await createSignedInUser(t, { username: 'offlineagent' });
  });
  afterAll(() => t.close());

  it('answers with the offline model, without tools, and says so', async () => {
    const created = await ada.request('POST', '/api/agents', {
      name: 'Offline',
      tools: [{ kind: 'http', name: 'weather', description: 'Weather.', url: 'https://example.com/{city}' }],
    });
    const agent = await created.json();
    const res = await ada.request('POST', `/api/agents/${agent.id}/chat`, { message: 'How do I stake AIZ?' });
    const events = parseSse(await res.text());
    expect(events[0]?.event).toBe('start');
    expect(events.at(-1)?.event).toBe('final');
    expect(events.slice(1, -1).every((e) => e.event === 'token')).toBe(true);
    expect(events.at(-1)!.data).toMatchObject({ offline: true, usage: { costUsd: 0 } });
  });

  it('quotes its own documents offline when it has a knowledge tool, and falls back to the help articles', async () => {
    const created = await ada.request('POST', '/api/agents', {
      name: 'Shop FAQ',
      tools: [
        {
          kind: 'node',
          name: 'search_knowledge',
          description: 'Searches the documents.',
          node: node('tool-search', 'knowledge-retrieval', { query: '={{ $json.query }}', topK: 4 }),
        },
      ],
    });
    const { id } = await created.json();
    const form = new FormData();
    const faq = '# Opening hours\n\nThe shop in Bern is open Monday to Friday from 9:00 to 18:00.\n';
    form.append('file', new Blob([faq]), 'faq.md');
    const uploaded = await t.app.request(`/api/workflows/${id}/knowledge`, {
      method: 'POST',
      body: form,
      headers: { origin: 'http://localhost', cookie: ada.cookie },
    });
    expect(uploaded.status).toBe(201);

    const res = await ada.request('POST', `/api/agents/${id}/chat`, { message: 'When is the shop open?' });
    const events = parseSse(await res.text());
    expect(events.map((e) => e.event).slice(0, 3)).toEqual(['start', 'tool-call', 'tool-result']);
    expect(events[1]!.data).toMatchObject({
      name: 'search_knowledge',
      input: { query: 'When is the shop open?' },
    });
    const final = events.at(-1)!;
    expect(final.event).toBe('final');
    expect(final.data.offline).toBe(true);
    expect(String(final.data.output)).toContain(
      '> The shop in Bern is open Monday to Friday from 9:00 to 18:00.',
    );
    expect(String(final.data.output)).toContain('(faq.md, Opening hours)');
    const streamed = events.flatMap((e) => (e.event === 'token' ? [String(e.data.text)] : [])).join('');
    expect(streamed).toBe(final.data.output);

    const other = parseSse(
      await (await ada.request('POST', `/api/agents/${id}/chat`, { message: 'How do I stake AIZ?' })).text(),
    );
    expect(other.at(-1)!.event).toBe('final');
    expect(String(other.at(-1)!.data.output)).not.toContain("From this agent's documents");
  });

  it('keeps conversation starters in the agent document, and refuses empty ones', async () => {
    const created = await ada.request('POST', '/api/agents', {
      name: 'Starters',
      starters: ['  What can you do?  ', 'Summarise my documents'],
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const detail = await (await ada.request('GET', `/api/workflows/${id}`)).json();
    const agentNode = detail.draft.nodes.find((n: { type: string }) => n.type === 'ai-agent');
    expect(agentNode.parameters.starters).toEqual(['What can you do?', 'Summarise my documents']);
    const refused = await ada.request('POST', '/api/agents', { name: 'Bad', starters: ['  '] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('A conversation starter cannot be empty.');
  });

  it('limits how fast a person sends messages', async () => {
    const bob = await createSignedInUser(t, { username: 'fastchatter' });
    const nobody = '0b6f4d7e-3c1a-4f61-9b59-1b8a1b2c3d4e';
    for (let i = 0; i < AGENT_CHAT_LIMIT.limit; i++)
      expect((await bob.request('POST', `/api/agents/${nobody}/chat`, { message: 'hi' })).status).toBe(404);
    const refused = await bob.request('POST', `/api/agents/${nobody}/chat`, { message: 'hi' });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe('You are sending messages too fast. Please wait a moment.');
  });
});
