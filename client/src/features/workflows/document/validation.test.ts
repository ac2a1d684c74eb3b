import { describe, expect, it } from 'vitest';
import { aCatalogue, aDocument, aNode, anEdge } from './test-documents';
import { expressionError, validateDocument } from './validation';

describe('validation', () => {
  it('reports missing required parameters, unconnected inputs, bad expressions and unknown types', () => {
    const doc = aDocument({
      nodes: [
        aNode('t', 'Start', 'manual-trigger'),
        aNode('h', 'Fetch', 'http-request', { url: '' }),
        aNode('s', 'Set', 'set', { value: '{{ $json.x ' }),
        aNode('u', 'Mystery', 'no-such-type'),
      ],
      edges: [anEdge('t', 'h')],
    });
    const problems = validateDocument(doc, aCatalogue);
    expect(problems.has('t')).toBe(false);
    expect(problems.get('h')?.map((p) => p.kind)).toEqual(['missing-parameter']);
    expect(problems.get('s')?.map((p) => p.kind)).toEqual(['unconnected-input', 'expression']);
    expect(problems.get('u')?.[0]?.kind).toBe('unknown-type');
  });

  it('judges nothing while the node types load (a Test pressed then is not refused for unknown types)', () => {
    const doc = aDocument({ nodes: [aNode('t', 'Start', 'manual-trigger'), aNode('u', 'Mystery', 'x')] });
    expect(validateDocument(doc, undefined).size).toBe(0);
    expect(validateDocument(doc, aCatalogue).get('u')?.[0]?.kind).toBe('unknown-type');
  });

  it('accepts balanced expressions and finds unbalanced ones', () => {
    expect(expressionError('Hi {{ $json.name }} and {{ 1 + 1 }}')).toBeNull();
    expect(expressionError('{{ a }} }}')).toMatch(/without opening/);
    expect(expressionError('{{ {{ a }} }}')).toMatch(/inside another/);
    expect(expressionError('{{   }}')).toMatch(/empty/);
  });
});
