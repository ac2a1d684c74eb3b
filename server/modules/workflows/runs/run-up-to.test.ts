import { workflowDocumentSchema } from '@common/workflow/document';
import { describe, expect, it } from 'vitest';
import { documentUpTo } from './run-up-to';

const node = (id: string) => ({ id, type: 'noop', typeVersion: 1, name: id, position: [0, 0] });
const edge = (source: string, target: string, sourceOutput = 0) => ({
  id: `${source}-${target}`,
  source,
  sourceOutput,
  target,
  targetInput: 0,
});

// start → if → (yes) a → merge ; if → (no) b → merge → after
const doc = workflowDocumentSchema.parse({
  nodes: ['start', 'if', 'a', 'b', 'merge', 'after'].map(node),
  edges: [
    edge('start', 'if'),
    edge('if', 'a'),
    edge('if', 'b', 1),
    edge('a', 'merge'),
    edge('b', 'merge'),
    edge('merge', 'after'),
  ],
  pinData: { a: [{ json: { x: 1 } }], after: [{ json: {} }] },
});

describe('documentUpTo', () => {
  it('keeps the node and its ancestors only', () => {
    const part = documentUpTo(doc, 'a');
    expect(part.nodes.map((n) => n.id)).toEqual(['start', 'if', 'a']);
    expect(part.edges.map((e) => e.id)).toEqual(['start-if', 'if-a']);
    expect(Object.keys(part.pinData ?? {})).toEqual(['a']);
  });
  it('keeps both branches that feed a merge', () => {
    const part = documentUpTo(doc, 'merge');
    expect(part.nodes.map((n) => n.id)).toEqual(['start', 'if', 'a', 'b', 'merge']);
    expect(workflowDocumentSchema.safeParse(part).success).toBe(true);
  });
});
