import { describe, expect, it } from 'vitest';
import { nodeToolPresets, presetByName } from './tool-presets';
import {
  freeToolName,
  hasNodeTool,
  newHttpTool,
  toggleNodeTool,
  toggleWorkflowTool,
  workflowToolName,
} from './tool-rows';

const searchPreset = {
  name: 'search_knowledge',
  label: 'Search knowledge',
  description: 'Searches the documents.',
  inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
  parameters: { query: '={{ $json.query }}', topK: 4 },
};
const timePreset = {
  name: 'current_time',
  label: 'Current date and time',
  description: 'Returns the current date and time.',
  inputSchema: { type: 'object', properties: {} },
  parameters: { operation: 'getCurrentDate' },
};
/** Node types as the catalogue lists them: presets only where a node declares some. */
const CATALOGUE = [
  { type: 'set', version: 1 },
  { type: 'knowledge-retrieval', version: 1, toolPresets: [searchPreset] },
  { type: 'date-time', version: 3, toolPresets: [timePreset] },
];

describe('tool rows', () => {
  it('turns a node tool on and off, as a node the agent runs with the call as its item', () => {
    const preset = presetByName(nodeToolPresets(CATALOGUE), 'search_knowledge')!;
    const on = toggleNodeTool([], preset, true);
    expect(hasNodeTool(on, preset)).toBe(true);
    expect(on[0]).toMatchObject({
      kind: 'node',
      name: 'search_knowledge',
      node: {
        id: 'tool-search-knowledge',
        type: 'knowledge-retrieval',
        parameters: { query: '={{ $json.query }}' },
      },
    });
    expect(toggleNodeTool(on, preset, false)).toEqual([]);
  });

  it("offers the catalogue's presets, each running its node at the node's version", () => {
    const presets = nodeToolPresets(CATALOGUE);
    expect(presets.map((p) => [p.name, p.nodeType, p.typeVersion])).toEqual([
      ['search_knowledge', 'knowledge-retrieval', 1],
      ['current_time', 'date-time', 3],
    ]);
    const [tool] = toggleNodeTool([], presetByName(presets, 'current_time')!, true);
    expect(tool).toMatchObject({ kind: 'node', node: { type: 'date-time', typeVersion: 3 } });
    expect(nodeToolPresets([{ type: 'set', version: 1 }])).toEqual([]);
  });

  it('names new tools so they never clash', () => {
    const first = newHttpTool([]);
    expect(first.name).toBe('http_request');
    expect(newHttpTool([first]).name).toBe('http_request_2');
    expect(freeToolName([first, { ...first, name: 'http_request_2' }], 'http_request')).toBe(
      'http_request_3',
    );
  });

  it('makes a sub-workflow tool that runs the draft until the workflow is published', () => {
    expect(workflowToolName({ name: 'Send the weekly report!' })).toBe('run_send_the_weekly_report');
    const draftOnly = {
      id: '0b6f4d7e-3c1a-4f61-9b59-1b8a1b2c3d4e',
      name: 'Lookup',
      description: '',
      latestVersion: null,
    };
    const [tool] = toggleWorkflowTool([], draftOnly, true);
    expect(tool).toMatchObject({ kind: 'workflow', name: 'run_lookup', source: 'draft' });
    expect(toggleWorkflowTool([], { ...draftOnly, latestVersion: 2 }, true)[0]).toMatchObject({
      source: 'published',
    });
    expect(toggleWorkflowTool([tool!], draftOnly, false)).toEqual([]);
  });
});
