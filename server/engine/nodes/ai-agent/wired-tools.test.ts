import { type WorkflowDocumentInput, workflowDocumentSchema } from '@common/workflow/document';
import { describe, expect, it } from 'vitest';
import { runDocument } from '../../adapter/run-document';
import { buildGraph } from '../../core/graph';
import { manualClock } from '../../core/testing';
import { toCatalogueEntry } from '../catalogue';
import { httpRequestNode } from '../http-request/definition';
import type { AiGenerateRequest, AiGenerateResult, AiPort, AiToolCall } from '../ports';
import { aiAgentNode } from './definition';
import { toolDescriptionOf, toolNameOf } from './wired-tools';

type NodeInput = WorkflowDocumentInput['nodes'][number];
const node = (
  id: string,
  name: string,
  type: string,
  parameters: Record<string, unknown> = {},
  extra: Partial<NodeInput> = {},
): NodeInput => ({ id, name, type, typeVersion: 1, position: [0, 0], parameters, ...extra });

/** Each call answers the next turn (tool calls or text) and is recorded. */
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
        costUsd: 0.001,
        providerId: 'fake',
        model: 'fake-model',
        offline: false,
      };
    },
  };
  return { port, requests };
}

const forecast = node(
  'forecast',
  'Weather forecast',
  'set',
  {
    assignments: {
      assignments: [{ name: 'forecast', type: 'string', value: '=Sunny in {{ $json.city }}' }],
    },
  },
  { notes: 'The weather forecast for a city ({city}).' },
);

function agentDoc(extraNodes: NodeInput[] = [], agentParameters: Record<string, unknown> = {}) {
  return workflowDocumentSchema.parse({
    nodes: [
      node('start', 'Start', 'manual-trigger'),
      node('agent', 'Agent', 'ai-agent', { prompt: 'Weather in Bern?', ...agentParameters }),
      forecast,
      ...extraNodes,
    ],
    edges: [
      { id: 'e1', source: 'start', sourceOutput: 0, target: 'agent', targetInput: 0 },
      { id: 'e2', source: 'forecast', sourceOutput: 0, target: 'agent', targetInput: 0, kind: 'ai_tool' },
      ...extraNodes.map((n, i) => ({
        id: `t${i}`,
        source: n.id,
        sourceOutput: 0,
        target: 'agent',
        targetInput: 0,
        kind: 'ai_tool' as const,
      })),
    ],
    settings: {},
  });
}

describe('tool nodes wired to an agent (ai_tool)', () => {
  it('are no start nodes, and the graph lists them as the agent’s tools', () => {
    const graph = buildGraph({
      nodes: [
        { id: 'a', name: 'A', type: 'manual-trigger', parameters: {} },
        { id: 'b', name: 'B', type: 'ai-agent', parameters: {} },
        { id: 't', name: 'T', type: 'set', parameters: {} },
      ],
      edges: [
        { source: 'a', sourceOutput: 0, target: 'b', targetInput: 0 },
        { source: 't', sourceOutput: 0, target: 'b', targetInput: 0, kind: 'ai_tool' },
      ],
      settings: { maxSteps: 100, timeoutS: 60 },
    });
    expect(graph.startNodes().map((n) => n.id)).toEqual(['a']);
    expect(graph.attached('b', 'ai_tool').map((n) => n.id)).toEqual(['t']);
    expect(graph.attached('b', 'ai_memory')).toEqual([]);
    // A tool edge schedules nothing: the agent's only input is the trigger.
    expect(graph.incoming('b').map((e) => e.source)).toEqual(['a']);
    expect(graph.outgoing('t')).toEqual([]);
  });

  it('offers the node to the model, runs it with the call’s arguments, and records its step under the agent', async () => {
    const ai = scriptedAi([
      [{ id: 'c1', name: 'Weather_forecast', input: { city: 'Bern' } }],
      'It is sunny in Bern.',
    ]);
    const run = await runDocument(agentDoc(), { ports: { ai: ai.port }, clock: manualClock() });
    expect(run.status).toBe('succeeded');
    // Offered with its name, its notes as the description, and any object as arguments.
    expect(ai.requests[0]?.tools).toEqual([
      {
        name: 'Weather_forecast',
        description: 'The weather forecast for a city ({city}).',
        inputSchema: { type: 'object', properties: {}, additionalProperties: true },
      },
    ]);
    // The model got the node's output as the tool's result.
    expect(ai.requests[1]?.messages?.at(-1)).toEqual({
      role: 'tool',
      toolCallId: 'c1',
      toolName: 'Weather_forecast',
      content: JSON.stringify({ forecast: 'Sunny in Bern' }),
    });
    // The tool node ran once, as the agent's tool (not as a start node), before the agent's own step.
    expect(run.steps.map((s) => [s.nodeId, s.runIndex, s.parent ?? null])).toEqual([
      ['start', 0, null],
      ['forecast', 0, { nodeId: 'agent', runIndex: 0 }],
      ['agent', 0, null],
    ]);
    const toolStep = run.steps[1];
    expect(toolStep?.input).toEqual([[{ json: { city: 'Bern' } }]]);
    expect(toolStep?.output).toEqual([[{ json: { forecast: 'Sunny in Bern' } }]]);
    expect(run.result[0]?.[0]?.json).toMatchObject({
      output: 'It is sunny in Bern.',
      toolCalls: [{ name: 'Weather_forecast', input: { city: 'Bern' }, failed: false }],
    });
  });

  it('counts each call as a run of the tool node, and keeps the tools of the agent’s parameters', async () => {
    const ai = scriptedAi([
      [
        { id: 'c1', name: 'Weather_forecast', input: { city: 'Bern' } },
        { id: 'c2', name: 'Weather_forecast', input: { city: 'Chur' } },
        { id: 'c3', name: 'echo', input: { word: 'hi' } },
      ],
      'Done.',
    ]);
    const echo = {
      kind: 'node',
      name: 'echo',
      description: 'Echoes the word.',
      node: node('echo-node', 'Echo', 'no-op'),
    };
    const run = await runDocument(agentDoc([], { tools: [echo] }), {
      ports: { ai: ai.port },
      clock: manualClock(),
    });
    expect(run.status).toBe('succeeded');
    expect(ai.requests[0]?.tools?.map((t) => t.name)).toEqual(['echo', 'Weather_forecast']);
    // The wired node's two runs are steps; the parameters' tool is no node of the workflow, so it has none.
    expect(run.steps.filter((s) => s.parent).map((s) => [s.nodeId, s.runIndex])).toEqual([
      ['forecast', 0],
      ['forecast', 1],
    ]);
    const results = ai.requests[1]?.messages?.filter((m) => m.role === 'tool').map((m) => m.content);
    expect(results).toEqual([
      JSON.stringify({ forecast: 'Sunny in Bern' }),
      JSON.stringify({ forecast: 'Sunny in Chur' }),
      JSON.stringify({ word: 'hi' }),
    ]);
  });

  it('counts the AI calls of a tool node on its step, the agent’s step and the run', async () => {
    const ai = scriptedAi([
      [{ id: 'c1', name: 'Summarise', input: { text: 'Long text.' } }],
      'Short.',
      'The summary is: Short.',
    ]);
    const summarise = node('sum', 'Summarise', 'llm-prompt', { prompt: '=Summarise: {{ $json.text }}' });
    const doc = workflowDocumentSchema.parse({
      nodes: [
        node('start', 'Start', 'manual-trigger'),
        node('agent', 'Agent', 'ai-agent', { prompt: 'Summarise this.' }),
        summarise,
      ],
      edges: [
        { id: 'e1', source: 'start', sourceOutput: 0, target: 'agent', targetInput: 0 },
        { id: 'e2', source: 'sum', sourceOutput: 0, target: 'agent', targetInput: 0, kind: 'ai_tool' },
      ],
      settings: {},
    });
    const run = await runDocument(doc, { ports: { ai: ai.port }, clock: manualClock() });
    expect(run.status).toBe('succeeded');
    // The node type says what it takes as a tool: the text as chatInput.
    expect(ai.requests[0]?.tools?.[0]?.inputSchema).toMatchObject({
      properties: { chatInput: { type: 'string' } },
    });
    expect(ai.requests[1]?.prompt ?? ai.requests[1]?.messages?.at(-1)?.content).toContain('Long text.');
    const byNode = new Map(run.steps.map((s) => [s.nodeId, s]));
    expect(byNode.get('sum')?.usage).toMatchObject({ calls: 1 });
    expect(byNode.get('agent')?.usage).toMatchObject({ calls: 3 });
    expect(run.usage).toMatchObject({ calls: 3, inputTokens: 30, outputTokens: 15 });
  });

  it('names and describes tools from the node', () => {
    expect(toolNameOf('Get the weather (v2)!')).toBe('Get_the_weather_v2');
    expect(toolNameOf('   ')).toBe('tool');
    const base = { id: 'x', name: 'X', type: 'set' };
    expect(toolDescriptionOf({ ...base, parameters: { toolDescription: 'Looks it up.' } }, 'Type')).toBe(
      'Looks it up.',
    );
    expect(toolDescriptionOf({ ...base, parameters: {}, notes: 'A note.' }, 'Type')).toBe('A note.');
    expect(toolDescriptionOf({ ...base, parameters: {} }, 'Sets fields.')).toBe('Sets fields.');
  });

  it('are announced in the catalogue: the agent has a Tools handle (and the HTTP node an auth slot)', () => {
    expect(toCatalogueEntry(aiAgentNode).subNodeInputs).toEqual([{ kind: 'ai_tool', label: 'Tools' }]);
    expect(toCatalogueEntry(httpRequestNode).credentialSlots.map((s) => s.name)).toEqual(['auth']);
  });
});
