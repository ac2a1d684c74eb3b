import { describe, expect, it } from 'vitest';
import { checkGeneratedDocument } from './check-document';

const node = (id: string, type: string, parameters: Record<string, unknown> = {}) => ({
  id,
  type,
  typeVersion: 1,
  name: id,
  position: [0, 0],
  parameters,
});
const edge = (source: string, target: string, sourceOutput = 0, targetInput = 0) => ({
  id: `${source}-${target}-${sourceOutput}`,
  source,
  sourceOutput,
  target,
  targetInput,
});

describe('checkGeneratedDocument', () => {
  it('accepts a valid document, expressions left for the run', () => {
    const checked = checkGeneratedDocument({
      nodes: [node('hook', 'webhook-trigger'), node('wait', 'wait', { amount: '={{ $json.body.seconds }}' })],
      edges: [edge('hook', 'wait')],
    });
    expect(checked.ok).toBe(true);
  });

  it('names each problem: the schema first', () => {
    const checked = checkGeneratedDocument({
      nodes: [node('a', 'webhook-trigger')],
      edges: [edge('a', 'ghost')],
    });
    expect(checked).toEqual({
      ok: false,
      problems: [
        'edges.0.target: edges[0] (id "a-ghost-0") has the target "ghost", which is no node of this workflow.',
      ],
    });
  });

  it('then the engine: node types, parameters, ports and a trigger', () => {
    const checked = checkGeneratedDocument({
      nodes: [
        node('a', 'set'),
        node('b', 'send-slack'),
        node('c', 'wait', { amount: 'soon' }),
        node('d', 'if'),
        node('e', 'no-op'),
      ],
      edges: [edge('d', 'e', 2), edge('a', 'e', 0, 1)],
    });
    expect(checked.ok).toBe(false);
    const problems = checked.ok ? [] : checked.problems;
    expect(problems).toContain('node "b": there is no node type "send-slack".');
    expect(problems.some((p) => p.startsWith('node "c" (wait): parameter "amount"'))).toBe(true);
    expect(problems).toContain('edge "d-e-2": "d" has no output 2 (it has 2).');
    expect(problems).toContain('edge "a-e-0": "e" has no input 1 (it has 1).');
    expect(problems).toContain(
      'the workflow has no trigger: start it with a node whose type ends in -trigger.',
    );
  });
});
