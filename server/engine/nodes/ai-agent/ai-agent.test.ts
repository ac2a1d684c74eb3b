// The registry first: loaded from the agent's definition (wired-tools → node-migrations → registry) it would
// list the agent before its module finished.
import '../registry';
import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../../../common/schemas/agents';
import { isWaitResult } from '../../core/node-type';
import { fakeAi, meter } from '../ai/testing';
import type {
  AiGenerateRequest,
  AiGenerateResult,
  AiMessage,
  AiPort,
  AiToolCall,
  PlatformPorts,
} from '../ports';
import { items, runNode } from '../testing';
import { aiAgentNode } from './definition';
import { fillUrl } from './tools';

type Turn = string | AiToolCall[];

/** Answers each call with the next turn: text, or tool calls; records the requests. */
function scriptedAi(turns: Turn[]) {
  const requests: AiGenerateRequest[] = [];
  const port: AiPort = {
    hasProvider: () => true,
    generate: async (request): Promise<AiGenerateResult> => {
      const { onToken, signal: _signal, ...sent } = request;
      requests.push(structuredClone(sent));
      const turn = turns[Math.min(requests.length - 1, turns.length - 1)] ?? '';
      if (typeof turn === 'string') for (const word of turn.split(/(?<= )/)) onToken?.(word);
      return {
        text: typeof turn === 'string' ? turn : '',
        ...(typeof turn === 'string' ? {} : { toolCalls: turn }),
        usage: { inputTokens: 10, outputTokens: 5 },
        costUsd: 0.001,
        providerId: 'fake',
        model: 'fake-model',
        offline: false,
      };
    },
  };
  return { port, requests };
}

function memory() {
  const sessions = new Map<string, AiMessage[]>();
  return {
    sessions,
    port: {
      read: async (sessionId: string, limit: number) => (sessions.get(sessionId) ?? []).slice(-limit),
      append: async (sessionId: string, messages: AiMessage[]) => {
        sessions.set(sessionId, [...(sessions.get(sessionId) ?? []), ...messages]);
      },
    },
  };
}

async function run(
  parameters: Record<string, unknown>,
  ports: PlatformPorts,
  input = items({ chatInput: 'Hi', sessionId: 's1' }),
) {
  const usage = meter();
  const logs: string[] = [];
  const result = await runNode(aiAgentNode, [input], { parameters, ports, usage, logs });
  if (isWaitResult(result)) throw new Error('waited');
  return { out: result[0]?.map((i) => i.json), usage, logs };
}

const weatherTool = {
  kind: 'http',
  name: 'weather',
  description: 'The weather in a city.',
  url: 'https://weather.example/{city}',
};

describe('AI agent', () => {
  it('calls a tool, gives the model its result, and answers with it', async () => {
    const ai = scriptedAi([[{ id: 'c1', name: 'weather', input: { city: 'Bern' } }], 'Sunny in Bern.']);
    const urls: string[] = [];
    const events: AgentEvent[] = [];
    const { out, usage, logs } = await run(
      { instructions: 'Be brief.', tools: [weatherTool] },
      {
        ai: ai.port,
        http: {
          request: async (r) => {
            urls.push(r.url);
            return {
              status: 200,
              headers: {},
              body: new TextEncoder().encode('{"sky":"sunny"}'),
              url: r.url,
            };
          },
        },
        events: { emit: (e) => events.push(e) },
      },
    );
    expect(urls).toEqual(['https://weather.example/Bern']);
    expect(ai.requests[0]?.tools?.map((t) => t.name)).toEqual(['weather']);
    expect(ai.requests[1]?.messages?.slice(-2)).toEqual([
      { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'weather', input: { city: 'Bern' } }] },
      { role: 'tool', toolCallId: 'c1', toolName: 'weather', content: '{"sky":"sunny"}' },
    ]);
    expect(out).toEqual([
      {
        output: 'Sunny in Bern.',
        sessionId: 's1',
        toolCalls: [{ name: 'weather', input: { city: 'Bern' }, output: '{"sky":"sunny"}', failed: false }],
      },
    ]);
    expect(events.map((e) => e.type)).toEqual(['tool-call', 'tool-result', 'token', 'token', 'token']);
    expect(events.flatMap((e) => (e.type === 'token' ? [e.text] : [])).join('')).toBe('Sunny in Bern.');
    expect(usage.calls).toHaveLength(2);
    expect(logs.some((l) => l.startsWith('tool call weather'))).toBe(true);
  });

  it('runs a sub-workflow tool and tells the model a failed or unknown tool', async () => {
    const ai = scriptedAi([
      [
        { id: 'c1', name: 'lookup', input: { id: 7 } },
        { id: 'c2', name: 'nothing', input: {} },
      ],
      'Done.',
    ]);
    const started: unknown[] = [];
    const { out } = await run(
      {
        tools: [
          {
            kind: 'workflow',
            name: 'lookup',
            description: 'Looks up.',
            workflowId: '0b6f4d7e-3c1a-4f61-9b59-1b8a1b2c3d4e',
          },
        ],
      },
      {
        ai: ai.port,
        workflows: {
          execute: async (request) => {
            started.push(request.items);
            return { runId: 'r2', status: 'succeeded', items: [{ json: { name: 'Ada' } }] };
          },
        },
      },
    );
    expect(started).toEqual([[{ json: { id: 7 } }]]);
    expect(out?.[0]?.toolCalls).toEqual([
      { name: 'lookup', input: { id: 7 }, output: '{"name":"Ada"}', failed: false },
      { name: 'nothing', input: {}, output: 'Error: there is no tool named "nothing"', failed: true },
    ]);
  });

  it('stops after max iterations', async () => {
    const ai = scriptedAi([[{ id: 'c', name: 'weather', input: { city: 'X' } }]]);
    await expect(
      run(
        { maxIterations: 3, tools: [weatherTool] },
        {
          ai: ai.port,
          http: { request: async (r) => ({ status: 200, headers: {}, body: new Uint8Array(), url: r.url }) },
        },
      ),
    ).rejects.toThrow(/called tools 3 times without answering/);
    expect(ai.requests).toHaveLength(3);
  });

  it('remembers the session within its window', async () => {
    const mem = memory();
    const ai = scriptedAi(['One.', 'Two.', 'Three.']);
    const ports = { ai: ai.port, memory: mem.port };
    await run({ memoryWindow: 2 }, ports, items({ chatInput: 'a', sessionId: 's' }));
    await run({ memoryWindow: 2 }, ports, items({ chatInput: 'b', sessionId: 's' }));
    await run({ memoryWindow: 2 }, ports, items({ chatInput: 'c', sessionId: 'other' }));
    expect(ai.requests[1]?.messages).toEqual([
      { role: 'user', content: 'a' },
      { role: 'assistant', content: 'One.' },
      { role: 'user', content: 'b' },
    ]);
    expect(ai.requests[2]?.messages).toEqual([{ role: 'user', content: 'c' }]);
    expect(mem.sessions.get('s')).toHaveLength(4);
  });

  it('answers offline without tools, and says so', async () => {
    const ai = fakeAi(['From the help articles.'], { offline: true });
    const { out } = await run({ tools: [weatherTool] }, { ai: ai.port });
    expect(ai.requests[0]?.tools).toBeUndefined();
    expect(out?.[0]).toMatchObject({ output: 'From the help articles.', _ai: { offline: true } });
  });

  it('sends its temperature and token limit, and with a JSON Schema gives its answer again as JSON of it', async () => {
    const ai = scriptedAi(['Paris, for three days.', '{"city":"Paris","days":3}']);
    const schema = { type: 'object', properties: { city: { type: 'string' }, days: { type: 'number' } } };
    const { out } = await run(
      { instructions: 'Plan trips.', temperature: 0.2, maxTokens: 80, jsonSchema: JSON.stringify(schema) },
      { ai: ai.port },
    );
    expect(ai.requests[0]).toMatchObject({ system: 'Plan trips.', temperature: 0.2, maxTokens: 80 });
    expect(ai.requests[1]?.schema).toEqual(schema);
    expect(ai.requests[1]?.messages?.slice(-2)).toEqual([
      { role: 'assistant', content: 'Paris, for three days.' },
      { role: 'user', content: 'Give your last answer as JSON of the required schema.' },
    ]);
    expect(out?.[0]?.output).toEqual({ city: 'Paris', days: 3 });
  });

  it('fails naming the node when the JSON answer does not match the schema after one repair', async () => {
    const ai = scriptedAi(['Paris.', '{"city":1}', '{"city":2}']);
    const schema = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };
    await expect(run({ jsonSchema: schema }, { ai: ai.port })).rejects.toThrow(/Agent/);
  });

  it('fills URL templates from the arguments', () => {
    expect(fillUrl('https://x.test/{a}/b?q={q}', { a: 'x y', q: 2 })).toBe('https://x.test/x%20y/b?q=2');
    expect(() => fillUrl('https://x.test/{a}', {})).toThrow(/"a" is missing/);
  });
});
