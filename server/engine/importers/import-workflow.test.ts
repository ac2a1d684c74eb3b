import { describe, expect, it } from 'vitest';
import { ImportError } from './import-report';
import { importWorkflow } from './import-workflow';

const json = (value: unknown) => JSON.stringify(value);
const n8nNode = (name: string) => ({ name, type: 'n8n-nodes-base.noOp', parameters: {} });

describe('importWorkflow on malformed files', () => {
  it.each([
    ['an n8n node with a position of text', json({ nodes: [{ ...n8nNode('A'), position: ['x', 1] }] })],
    [
      'an n8n output index past 99',
      json({
        nodes: [n8nNode('A'), n8nNode('B')],
        connections: { A: { main: [[{ node: 'B', index: 100 }]] } },
      }),
    ],
    [
      'an n8n workflow of 1001 nodes',
      json({ nodes: Array.from({ length: 1001 }, (_, i) => n8nNode(`N${i}`)) }),
    ],
    [
      'Flowise edges that are not a list',
      json({ nodes: [{ id: 'a', data: { name: 'llmAgentflow' } }], edges: 5 }),
    ],
    ['a Dify graph without nodes', 'workflow:\n  graph:\n    edges: []\n'],
    [
      'our document with a dangling edge',
      json({
        schemaVersion: 1,
        nodes: [],
        edges: [{ id: 'e', source: 'a', sourceOutput: 0, target: 'b', targetInput: 0 }],
      }),
    ],
  ])('answers a clear ImportError for %s', (_, text) => {
    expect(() => importWorkflow(text)).toThrow(ImportError);
  });

  it('says where the problem is', () => {
    const text = json({ nodes: Array.from({ length: 1001 }, (_, i) => n8nNode(`N${i}`)) });
    expect(() => importWorkflow(text)).toThrow(/nodes: A workflow has at most 1000 nodes/);
  });

  it('keeps names readable and unique whatever the file says', () => {
    const { document, report } = importWorkflow(
      json({ nodes: [n8nNode('  Twice \n'), n8nNode('Twice'), n8nNode('x'.repeat(200))] }),
    );
    expect(document.nodes.map((n) => n.name)).toEqual(['Twice', 'Twice 2', 'x'.repeat(120)]);
    expect(report.warnings).toContainEqual(expect.stringContaining('"Twice" is named "Twice 2"'));
  });
});
