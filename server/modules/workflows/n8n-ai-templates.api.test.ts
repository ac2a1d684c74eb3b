/**
 * Real n8n AI workflows (server/engine/importers/fixtures/n8n-templates) imported through the API and run
 * with the person's provider: the local fake OpenAI server, spoken to over its real HTTP protocol. The
 * agent gets n8n's system message, its memory and its tools; a model of another provider runs on theirs.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeProvider, type RecordedRequest, reply, startFakeOpenAI } from '../../ai/testing';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

const TEMPLATES = 'server/engine/importers/fixtures/n8n-templates';

type Message = { role: string; content: unknown; tool_calls?: unknown };
const chats = (fake: FakeProvider) => fake.requests.filter((r) => r.path === '/v1/chat/completions');
const messagesOf = (request: RecordedRequest | undefined) => (request?.body.messages ?? []) as Message[];
const toolResults = (request: RecordedRequest | undefined) =>
  messagesOf(request)
    .filter((m) => m.role === 'tool')
    .map((m) => String(m.content));
const offered = (request: RecordedRequest | undefined) =>
  ((request?.body.tools ?? []) as { function: { name: string; description: string } }[]).map(
    (t) => t.function,
  );

describe('n8n AI templates, imported and run with the person’s provider', () => {
  let fake: FakeProvider;
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({
      rateLimits: 'unlimited',
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl },
    });
    ada = await createSignedInUser(t, { username: 'n8nmover' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  async function imported(file: string) {
    const content = readFileSync(`${TEMPLATES}/${file}`, 'utf8');
    const res = await ada.request('POST', '/api/workflows/import', { content });
    expect(res.status).toBe(201);
    const { workflow, report } = await res.json();
    const chat = (workflow.draft.nodes as { id: string; type: string }[]).find(
      (n) => n.type === 'chat-trigger',
    );
    let last:
      | { steps: { nodeId: string; usage: { models: string[]; notes?: string[] } | null }[] }
      | undefined;
    const say = async (chatInput: string, sessionId: string) => {
      const run = await ada.request('POST', `/api/workflows/${workflow.id}/runs`, {
        input: { chatInput, sessionId },
        startNodeId: chat?.id,
      });
      expect(run.status).toBe(201);
      const done = await run.json();
      expect(done.status).toBe('succeeded');
      last = done;
      return done.result[0][0].json as { output: unknown };
    };
    return { workflow, report, say, lastRun: () => last };
  }

  it('1954: the agent gets n8n’s system message, remembers the session, and its SerpAPI tool says why it is missing', async () => {
    const { report, say } = await imported('1954-agent-serpapi-memory.json');
    expect(report.placeholders.map((p: { name: string }) => p.name)).toEqual(['SerpAPI']);
    expect(report.mapped).toContainEqual({
      name: 'Simple Memory',
      from: '@n8n/n8n-nodes-langchain.memoryBufferWindow',
      to: 'the memory of "AI Agent"',
    });

    fake.script(reply('Hello Ada.'));
    expect((await say('Hi, I am Ada.', 's1')).output).toBe('Hello Ada.');
    const first = chats(fake)[0];
    expect(messagesOf(first)).toEqual([
      { role: 'system', content: 'You are a helpful assistant' },
      { role: 'user', content: 'Hi, I am Ada.' },
    ]);
    expect(offered(first).map((f) => f.name)).toEqual(['SerpAPI']);
    // The model n8n's OpenAI chat model sub-node names, not the provider's configured one.
    expect(first?.body.model).toBe('gpt-4o-mini');

    fake.reset();
    fake.script({ type: 'tool-call', id: 'call_1', name: 'SerpAPI', input: { input: 'Ada Lovelace' } }, (r) =>
      reply(`Searched: ${toolResults(r).length}`),
    );
    await say('What is my name? Search it.', 's1');
    const [withTool, answer] = chats(fake);
    // The memory window: the earlier exchange of this session comes before the message.
    expect(messagesOf(withTool).slice(1)).toEqual([
      { role: 'user', content: 'Hi, I am Ada.' },
      { role: 'assistant', content: 'Hello Ada.' },
      { role: 'user', content: 'What is my name? Search it.' },
    ]);
    expect(toolResults(answer)[0]).toMatch(/"SerpAPI" stands in for an n8n node .*no AIZ SerpApi tool/);

    // Another session starts afresh.
    fake.reset();
    fake.script(reply('Hi.'));
    await say('Hello?', 's2');
    expect(messagesOf(chats(fake)[0]).slice(1)).toEqual([{ role: 'user', content: 'Hello?' }]);
  });

  it('5010: the in-memory store used as a tool searches the workflow’s knowledge under n8n’s tool name', async () => {
    const { workflow, report, say } = await imported('5010-rag-in-memory.json');
    // The store, its loader and embeddings all translate: nothing is left as a placeholder.
    expect(report.placeholders).toEqual([]);
    const form = new FormData();
    const handbook = 'Refunds\n\nA refund is paid within 14 days of the return reaching our warehouse.';
    form.append('file', new Blob([handbook]), 'handbook.txt');
    const uploaded = await t.app.request(`/api/workflows/${workflow.id}/knowledge`, {
      method: 'POST',
      body: form,
      headers: { origin: 'http://localhost', cookie: ada.cookie },
    });
    expect(uploaded.status).toBe(201);

    fake.reset();
    fake.script(
      { type: 'tool-call', id: 'call_1', name: 'knowledge_base', input: { query: 'refund days' } },
      // The search embeds the query with the provider (the fake answers an embedding whatever it is told).
      reply('embedding'),
      (r) => reply(toolResults(r)[0]?.includes('14 days') ? 'Within 14 days.' : 'I do not know.'),
    );
    expect((await say('How fast are refunds paid?', 'r1')).output).toBe('Within 14 days.');
    const [first] = chats(fake);
    expect(offered(first)).toMatchObject([
      {
        name: 'knowledge_base',
        description: 'Use this knowledge base to answer questions from the user',
        parameters: { properties: { query: { type: 'string' } }, required: ['query'] },
      },
    ]);
    // No memory sub-node in this template: n8n's agent sees the message alone.
    expect(messagesOf(first).map((m) => m.role)).toEqual(['system', 'user']);
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/v1/chat/completions',
      '/v1/embeddings',
      '/v1/chat/completions',
    ]);
  });

  it("an n8n store's insert adds a run's text to the workflow's knowledge, cut as its splitter cut, for the agent's tool", async () => {
    const LC = '@n8n/n8n-nodes-langchain.';
    const to = (node: string, type: string) => [[{ node, type, index: 0 }]];
    const content = JSON.stringify({
      name: 'Learn and answer',
      nodes: [
        {
          id: 'a1',
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          id: 'a2',
          name: 'Insert',
          type: `${LC}vectorStoreInMemory`,
          typeVersion: 1.2,
          position: [200, 0],
          parameters: { mode: 'insert', memoryKey: { __rl: true, mode: 'list', value: 'kb' } },
        },
        {
          id: 'a3',
          name: 'Loader',
          type: `${LC}documentDefaultDataLoader`,
          typeVersion: 1.1,
          position: [200, 200],
          parameters: {
            jsonMode: 'expressionData',
            jsonData: '={{ $json.article }}',
            textSplittingMode: 'custom',
          },
        },
        {
          id: 'a4',
          name: 'Splitter',
          type: `${LC}textSplitterRecursiveCharacterTextSplitter`,
          typeVersion: 1,
          position: [200, 400],
          parameters: { chunkSize: 120, chunkOverlap: 10 },
        },
        {
          id: 'a5',
          name: 'Embeddings',
          type: `${LC}embeddingsOpenAi`,
          typeVersion: 1.2,
          position: [400, 200],
          parameters: {},
        },
        {
          id: 'b1',
          name: 'Chat',
          type: `${LC}chatTrigger`,
          typeVersion: 1.1,
          position: [0, 600],
          parameters: {},
        },
        { id: 'b2', name: 'Agent', type: `${LC}agent`, typeVersion: 2, position: [200, 600], parameters: {} },
        {
          id: 'b3',
          name: 'Search',
          type: `${LC}vectorStoreInMemory`,
          typeVersion: 1.2,
          position: [200, 800],
          parameters: {
            mode: 'retrieve-as-tool',
            toolName: 'kb',
            toolDescription: 'Our notes',
            memoryKey: 'kb',
          },
        },
      ],
      connections: {
        Start: { main: to('Insert', 'main') },
        Loader: { ai_document: to('Insert', 'ai_document') },
        Splitter: { ai_textSplitter: to('Loader', 'ai_textSplitter') },
        Embeddings: {
          ai_embedding: [
            [
              { node: 'Insert', type: 'ai_embedding', index: 0 },
              { node: 'Search', type: 'ai_embedding', index: 0 },
            ],
          ],
        },
        Chat: { main: to('Agent', 'main') },
        Search: { ai_tool: to('Agent', 'ai_tool') },
      },
    });
    const res = await ada.request('POST', '/api/workflows/import', { content });
    expect(res.status).toBe(201);
    const { workflow, report } = await res.json();
    expect(report.placeholders).toEqual([]);
    const article = [
      'Our shop opens at nine in the morning on weekdays.',
      'Parcels leave the warehouse every afternoon at four.',
      'Refunds are paid within fourteen days of a return.',
    ].join('\n\n');
    const learn = await ada.request('POST', `/api/workflows/${workflow.id}/runs`, {
      input: { article },
      startNodeId: 'a1',
    });
    const learned = await learn.json();
    expect(learned.status).toBe('succeeded');
    // 120 characters a chunk: the first two paragraphs (104) share one, the third starts the next.
    expect(learned.result[0][0].json).toMatchObject({ name: 'Insert 1', chunks: 2 });
    // Embedded by the provider, as an upload is.
    expect(fake.requests.filter((r) => r.path === '/v1/embeddings')).toHaveLength(1);
    const listed = await (await ada.request('GET', `/api/workflows/${workflow.id}/knowledge`)).json();
    expect(listed.documents).toMatchObject([{ name: 'Insert 1', mediaType: 'text/plain', chunks: 2 }]);
    const chunks = await (
      await ada.request('GET', `/api/workflows/${workflow.id}/knowledge/${listed.documents[0].id}/chunks`)
    ).json();
    expect(chunks.chunks.map((c: { text: string }) => c.text.includes('Refunds'))).toEqual([false, true]);

    fake.reset();
    fake.script(
      { type: 'tool-call', id: 'call_1', name: 'kb', input: { query: 'when are refunds paid' } },
      reply('embedding'),
      (r) => reply(toolResults(r)[0]?.includes('fourteen days') ? 'Within fourteen days.' : 'Unknown.'),
    );
    const asked = await ada.request('POST', `/api/workflows/${workflow.id}/runs`, {
      input: { chatInput: 'When are refunds paid?', sessionId: 'k1' },
      startNodeId: 'b1',
    });
    const answered = await asked.json();
    expect(answered.status).toBe('succeeded');
    expect(answered.result[0][0].json.output).toBe('Within fourteen days.');
  });

  it('n8n’s e2e store test: the three texts are added cut at 300 characters, and the store loads passages', async () => {
    const { workflow, report } = await imported('In_memory_vector_store_fake_embeddings.json');
    // The retrieval QA chain and its retriever (and the LangChain Code nodes feeding it) stay placeholders.
    expect(report.placeholders.map((p: { name: string }) => p.name)).toEqual([
      'Question and Answer Chain',
      'Vector Store Retriever',
      'Fake Language Model',
      'Fake Embeddings 2',
      'Retriever VS',
    ]);
    const trigger = (workflow.draft.nodes as { id: string; type: string }[]).find(
      (n) => n.type === 'manual-trigger',
    );
    const res = await ada.request('POST', `/api/workflows/${workflow.id}/runs`, { startNodeId: trigger?.id });
    const run = await res.json();
    expect(run.status).toBe('succeeded');
    const byName = new Map(
      (workflow.draft.nodes as { id: string; name: string }[]).map((n) => [n.name, n.id]),
    );
    const outputOf = (name: string) =>
      (run.steps as { nodeId: string; output: { json: Record<string, unknown> }[][] }[])
        .find((s) => s.nodeId === byName.get(name))
        ?.output[0]?.map((i) => i.json);
    const added = outputOf('Populate VS');
    expect(added?.map((d) => d.name)).toEqual(['Populate VS 1', 'Populate VS 2', 'Populate VS 3']);
    const listed = await (await ada.request('GET', `/api/workflows/${workflow.id}/knowledge`)).json();
    for (const doc of listed.documents as { id: string }[]) {
      const { chunks } = await (
        await ada.request('GET', `/api/workflows/${workflow.id}/knowledge/${doc.id}/chunks`)
      ).json();
      expect(chunks.length).toBeGreaterThan(3);
      for (const chunk of chunks as { text: string }[]) expect(chunk.text.length).toBeLessThanOrEqual(300);
    }
    // Prague's text went in whole: its first and last sentences are there.
    const prague = (listed.documents as { id: string; name: string }[]).find(
      (d) => d.name === 'Populate VS 1',
    );
    const pragueChunks = await (
      await ada.request('GET', `/api/workflows/${workflow.id}/knowledge/${prague?.id}/chunks`)
    ).json();
    const pragueText = (pragueChunks.chunks as { text: string }[]).map((c) => c.text).join(' ');
    expect(pragueText).toContain('Prague (/ˈprɑːɡ/ PRAHG');
    expect(pragueText).toContain('Rome, and Istanbul.[14]');
    // n8n runs the first branch to its end first: the store loads after the texts went in, and its top 3
    // (ranked with the provider's embeddings, as n8n's fake embeddings rank them) come as one item.
    const steps = (run.steps as { nodeId: string }[]).map((st) => st.nodeId);
    expect(steps.indexOf(byName.get('Populate VS')!)).toBeLessThan(steps.indexOf(byName.get('Get All VS')!));
    const loaded = outputOf('Get All VS')?.[0] as { query: string; mode: string; results: unknown[] };
    expect(loaded).toMatchObject({ query: 'Tester', mode: 'hybrid' });
    expect(loaded.results).toHaveLength(3);
  });

  it('n8n’s e2e agent on Claude runs on the person’s provider (OpenAI here)', async () => {
    const { workflow, report, say, lastRun } = await imported('Workflow_ai_agent.json');
    expect(report.placeholders).toEqual([]);
    const agent = (
      workflow.draft.nodes as { id: string; type: string; parameters: Record<string, unknown> }[]
    ).find((n) => n.type === 'ai-agent');
    expect(agent?.parameters).toMatchObject({
      model: 'anthropic/claude-sonnet-4-5-20250929',
      instructions: 'You are a helpful assistant',
      memoryWindow: 0,
    });
    fake.script(reply('Hi there.'));
    expect((await say('Hello', 'e1')).output).toBe('Hi there.');
    expect(chats(fake)).toHaveLength(1);
    // Anthropic is not configured: the configured OpenAI model answered, and the agent's step says so.
    expect(chats(fake)[0]?.body.model).toBe('gpt-4.1-mini');
    const step = lastRun()?.steps.find((s) => s.nodeId === agent?.id);
    expect(step?.usage?.models).toEqual(['openai/gpt-4.1-mini']);
    expect(step?.usage?.notes).toEqual([
      'The node asked for "anthropic/claude-sonnet-4-5-20250929"; Anthropic is not configured, so openai/gpt-4.1-mini answered.',
    ]);
  });
});
