/**
 * n8n tool sub-nodes imported and run by our agent (the engine alone, a scripted model): the model is
 * offered each tool under n8n's name with the arguments n8n's tool took, and the tool does what n8n's did.
 */
import '../../nodes/registry';
import { describe, expect, it } from 'vitest';
import { runDocument } from '../../adapter/run-document';
import { manualClock } from '../../core/testing';
import type { AiGenerateRequest, AiGenerateResult, AiPort, AiToolCall, HttpRequest } from '../../nodes/ports';
import { importN8n } from './import-n8n';

const LC = '@n8n/n8n-nodes-langchain.';

function scriptedAi(turns: (string | AiToolCall[])[]) {
  const requests: Omit<AiGenerateRequest, 'signal' | 'onToken'>[] = [];
  const port: AiPort = {
    hasProvider: () => true,
    generate: async ({ signal: _s, onToken: _t, ...sent }): Promise<AiGenerateResult> => {
      requests.push(structuredClone(sent));
      const turn = turns[Math.min(requests.length - 1, turns.length - 1)] ?? '';
      return {
        text: typeof turn === 'string' ? turn : '',
        ...(typeof turn === 'string' ? {} : { toolCalls: turn }),
        usage: { inputTokens: 10, outputTokens: 5 },
        costUsd: 0,
        providerId: 'fake',
        model: 'fake-model',
        offline: false,
      };
    },
  };
  return { port, requests };
}

const toolResults = (request: Omit<AiGenerateRequest, 'signal' | 'onToken'> | undefined) =>
  (request?.messages ?? []).flatMap((m) => (m.role === 'tool' ? [[m.toolName, m.content]] : []));

/** A manual trigger → an agent asked `question`, with the given tools wired to it. */
function agentWithTools(tools: Record<string, unknown>[]) {
  return importN8n({
    nodes: [
      { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', parameters: {} },
      {
        id: 'agent',
        name: 'Agent',
        type: `${LC}agent`,
        typeVersion: 2.2,
        parameters: { promptType: 'define', text: 'What is the weather in Bern?' },
      },
      ...tools,
    ],
    connections: {
      Start: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
      ...Object.fromEntries(
        tools.map((t) => [t.name, { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] }]),
      ),
    },
  }).document;
}

describe('n8n tools run by our agent', () => {
  it('runs the HTTP tool with the arguments in its URL and query, and the code tool with `query`', async () => {
    const document = agentWithTools([
      {
        id: 'w',
        name: 'Weather',
        type: `${LC}toolHttpRequest`,
        typeVersion: 1.1,
        parameters: {
          toolDescription: 'Weather of a city',
          url: 'https://weather.example/v1/{city}',
          sendQuery: true,
          parametersQuery: { values: [{ name: 'units', valueProvider: 'modelRequired' }] },
        },
      },
      {
        id: 'c',
        name: 'Shout',
        type: `${LC}toolCode`,
        typeVersion: 1.1,
        parameters: {
          name: 'shout',
          description: 'Upper-cases text',
          jsCode: 'return query.toUpperCase() + "!";',
        },
      },
    ]);
    const sent: HttpRequest[] = [];
    const http = {
      request: async (request: HttpRequest) => {
        sent.push(request);
        return {
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: new TextEncoder().encode('{"sky":"clear"}'),
          url: request.url,
        };
      },
    };
    const ai = scriptedAi([
      [
        { id: 'c1', name: 'Weather', input: { city: 'Bern Mitte', units: 'metric' } },
        { id: 'c2', name: 'shout', input: { query: 'clear' } },
      ],
      'Clear skies.',
    ]);
    const run = await runDocument(document, { ports: { ai: ai.port, http }, clock: manualClock() });
    expect(run.status).toBe('succeeded');
    expect(ai.requests[0]?.tools).toEqual([
      {
        name: 'Weather',
        description: 'Weather of a city',
        inputSchema: {
          type: 'object',
          properties: { city: { type: 'string' }, units: { type: 'string' } },
          required: ['city', 'units'],
        },
      },
      {
        name: 'shout',
        description: 'Upper-cases text',
        inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
      },
    ]);
    expect(sent.map((r) => [r.method, r.url])).toEqual([
      ['GET', 'https://weather.example/v1/Bern%20Mitte?units=metric'],
    ]);
    expect(toolResults(ai.requests[1])).toEqual([
      ['Weather', JSON.stringify({ sky: 'clear' })],
      ['shout', JSON.stringify({ response: 'CLEAR!' })],
    ]);
    // n8n's agent sends no earlier messages without a memory, and its default system message.
    expect(ai.requests[0]).toMatchObject({
      system: 'You are a helpful assistant',
      messages: [{ role: 'user', content: 'What is the weather in Bern?' }],
    });
  });

  it('answers the model that a workflow tool must be re-linked, and a tool we lack with its reason', async () => {
    const document = agentWithTools([
      {
        id: 'o',
        name: 'Orders',
        type: `${LC}toolWorkflow`,
        typeVersion: 2.2,
        parameters: { description: 'Finds an order', workflowId: { __rl: true, value: 'abc123' } },
      },
      { id: 'k', name: 'Wikipedia', type: `${LC}toolWikipedia`, parameters: {} },
    ]);
    const workflows = {
      execute: async () => {
        throw new Error('not reached');
      },
    };
    const ai = scriptedAi([
      [
        { id: 'c1', name: 'Orders', input: { query: 'A-1' } },
        { id: 'c2', name: 'Wikipedia', input: { input: 'Bern' } },
      ],
      'Sorry.',
    ]);
    const run = await runDocument(document, { ports: { ai: ai.port, workflows }, clock: manualClock() });
    expect(run.status).toBe('succeeded');
    const [orders, wikipedia] = toolResults(ai.requests[1]);
    expect(orders?.[1]).toMatch(/Error: .*choose the workflow to run/);
    expect(wikipedia?.[1]).toMatch(/Error: .*"Wikipedia" stands in for an n8n node .*Wikipedia's search API/);
  });

  it('evaluates the calculator tool’s arithmetic, and answers the model why it cannot evaluate the rest', async () => {
    const document = agentWithTools([
      { id: 'k', name: 'Calculator', type: `${LC}toolCalculator`, parameters: {} },
    ]);
    const ai = scriptedAi([
      [
        { id: 'c1', name: 'calculator', input: { input: '2 + 3 * (4 - 1)^2' } },
        { id: 'c2', name: 'calculator', input: { input: 'sqrt(16) / 0.5 - -1 + 2^3^2 % 7' } },
        { id: 'c3', name: 'calculator', input: { input: '5 cm to inch' } },
        { id: 'c4', name: 'calculator', input: { input: '1 / 0' } },
      ],
      'Done.',
    ]);
    const run = await runDocument(document, { ports: { ai: ai.port }, clock: manualClock() });
    expect(run.status).toBe('succeeded');
    const results = toolResults(ai.requests[1]).map(([, content]) => content);
    // 2^3^2 is 2^9 = 512 (right-associative, as mathjs), 512 % 7 = 1: 8 + 1 + 1.
    expect(results.slice(0, 2)).toEqual([JSON.stringify({ result: 29 }), JSON.stringify({ result: 10 })]);
    expect(results[2]).toMatch(/Error: .*cannot evaluate "5 cm to inch": "cm" is not supported here/);
    expect(results[3]).toMatch(/not a finite number/);
  });
});
