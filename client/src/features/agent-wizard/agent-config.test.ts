import type { WorkflowDocument } from '@common/workflow/document';
import { describe, expect, it } from 'vitest';
import {
  agentConfigOf,
  documentWithConfig,
  EMPTY_AGENT_CONFIG,
  errorUnder,
  NotAnAgent,
  sameDraft,
  validateAgentConfig,
} from './agent-config';
import { toolOfPreset } from './tool-presets';

const agentDocument = (parameters: Record<string, unknown>): WorkflowDocument =>
  ({
    nodes: [
      { id: 'chat', type: 'chat-trigger', typeVersion: 1, name: 'Chat', position: [0, 0], parameters: {} },
      { id: 'agent', type: 'ai-agent', typeVersion: 1, name: 'Agent', position: [300, 0], parameters },
    ],
    edges: [{ id: 'e', source: 'chat', sourceOutput: 0, target: 'agent', targetInput: 0 }],
    settings: {},
  }) as WorkflowDocument;

describe('agent config validation', () => {
  it('asks for a name, and accepts an agent with only a name', () => {
    expect(validateAgentConfig(EMPTY_AGENT_CONFIG)).toEqual({ name: 'Give the agent a name.' });
    expect(validateAgentConfig({ ...EMPTY_AGENT_CONFIG, name: '  ' }).name).toBe('Give the agent a name.');
    expect(validateAgentConfig({ ...EMPTY_AGENT_CONFIG, name: 'Helper' })).toEqual({});
  });

  it('points at the tool that is wrong: a bad name, an empty URL, a duplicate', () => {
    const errors = validateAgentConfig({
      ...EMPTY_AGENT_CONFIG,
      name: 'Helper',
      tools: [
        {
          kind: 'http',
          name: 'weather',
          description: 'Weather.',
          method: 'GET',
          url: 'https://x.test/{city}',
        },
        { kind: 'http', name: 'has space', description: 'x', method: 'GET', url: 'https://x.test' },
        { kind: 'http', name: 'empty', description: 'x', method: 'GET', url: '' },
        { kind: 'mcp', name: 'weather', url: 'https://mcp.test/mcp' },
      ],
    });
    expect(errorUnder(errors, 'tools.0')).toBeUndefined();
    expect(errorUnder(errors, 'tools.1')).toMatch(/A tool name is 1 to 64 letters/);
    expect(errorUnder(errors, 'tools.2')).toBeDefined();
    expect(errorUnder(errors, 'tools.3')).toBe('Two tools are called "weather": give each its own name.');
  });

  it('ignores empty starter rows but refuses too many starters', () => {
    expect(validateAgentConfig({ ...EMPTY_AGENT_CONFIG, name: 'A', starters: ['Hi', '  '] })).toEqual({});
    const many = Array.from({ length: 7 }, (_, i) => `Question ${i}`);
    expect(validateAgentConfig({ ...EMPTY_AGENT_CONFIG, name: 'A', starters: many }).starters).toBe(
      'At most 6 conversation starters.',
    );
  });
});

describe('the agent in its document', () => {
  it('reads the fields from the AI agent node, dropping tools that no longer parse', () => {
    const search = toolOfPreset({
      name: 'search_knowledge',
      label: 'Search knowledge',
      description: 'Searches the documents.',
      inputSchema: { type: 'object', properties: { query: { type: 'string' } } },
      parameters: { query: '={{ $json.query }}', topK: 4 },
      nodeType: 'knowledge-retrieval',
      typeVersion: 1,
    });
    const config = agentConfigOf(
      'Support',
      agentDocument({
        instructions: 'Be kind.',
        model: 'openai',
        tools: [search, { kind: 'unknown' }],
        starters: ['What can you do?', 3],
      }),
    );
    expect(config).toEqual({
      name: 'Support',
      instructions: 'Be kind.',
      model: 'openai',
      tools: [search],
      starters: ['What can you do?'],
    });
  });

  it('writes the fields back and keeps every other node and parameter', () => {
    const before = agentDocument({ instructions: 'Old', maxIterations: 4, memoryWindow: 6 });
    const after = documentWithConfig(before, {
      ...EMPTY_AGENT_CONFIG,
      name: 'x',
      instructions: 'New',
      starters: [' Hello ', ''],
    });
    expect(after.nodes[0]).toEqual(before.nodes[0]);
    expect(after.edges).toEqual(before.edges);
    expect(after.nodes[1]?.parameters).toEqual({
      instructions: 'New',
      maxIterations: 4,
      memoryWindow: 6,
      model: '',
      tools: [],
      starters: ['Hello'],
    });
    expect(agentConfigOf('x', after).instructions).toBe('New');
  });

  it('refuses a workflow without an AI agent node, saying where to open it', () => {
    const plain = { nodes: [], edges: [], settings: {} } as unknown as WorkflowDocument;
    expect(() => agentConfigOf('Flow', plain)).toThrow(NotAnAgent);
    expect(() => agentConfigOf('Flow', plain)).toThrow(/Open it in the canvas/);
  });

  it('compares what the draft holds, not the name', () => {
    const a = { ...EMPTY_AGENT_CONFIG, name: 'A', instructions: 'x' };
    expect(sameDraft(a, { ...a, name: 'B' })).toBe(true);
    expect(sameDraft(a, { ...a, starters: ['Hi'] })).toBe(false);
  });
});
