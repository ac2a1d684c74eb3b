import { describe, expect, it } from 'vitest';
import { NODE_TOOL_PRESETS, presetByName } from './tool-presets';
import {
  freeToolName,
  hasNodeTool,
  newHttpTool,
  toggleNodeTool,
  toggleWorkflowTool,
  workflowToolName,
} from './tool-rows';

describe('tool rows', () => {
  it('turns a node tool on and off, as a node the agent runs with the call as its item', () => {
    const preset = presetByName('search_knowledge')!;
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

  it('gives every preset a distinct, valid tool name', () => {
    const names = NODE_TOOL_PRESETS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
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
