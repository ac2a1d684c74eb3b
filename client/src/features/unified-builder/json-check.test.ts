import { describe, expect, it } from 'vitest';
import { checkDocumentJson, lineOf } from './json-check';

const valid = {
  nodes: [
    { id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] },
    { id: 'set', type: 'set', typeVersion: 1, name: 'Fields', position: [280, 0] },
  ],
  edges: [{ id: 'e', source: 'start', sourceOutput: 0, target: 'set', targetInput: 0 }],
  settings: {},
};
const text = (doc: unknown) => JSON.stringify(doc, null, 2);
const problemsOf = (source: string) => {
  const result = checkDocumentJson(source);
  if (result.ok) throw new Error('expected problems');
  return result.problems;
};

describe('checkDocumentJson', () => {
  it('accepts a valid document and fills in the defaults', () => {
    const result = checkDocumentJson(text(valid));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.document.nodes[0]?.parameters).toEqual({});
  });

  it('puts a JSON syntax error on its line', () => {
    const source = text(valid).replace('"name": "Fields",', '"name": "Fields"');
    const [problem] = problemsOf(source);
    expect(problem?.message).toMatch(/^Not valid JSON/);
    // The parser stops at the next property, on the line after the missing comma.
    const fieldsLine = source.split('\n').findIndex((l) => l.includes('"name": "Fields"')) + 1;
    expect(lineOf(source, problem?.from ?? 0)).toBe(fieldsLine + 1);
  });

  it('puts a schema error on the line of the value it is about', () => {
    const source = text({ ...valid, nodes: [valid.nodes[0], { ...valid.nodes[1], name: ' Fields ' }] });
    const [problem] = problemsOf(source);
    expect(problem?.message).toContain('nodes[1].name');
    const line = source.split('\n')[lineOf(source, problem?.from ?? 0) - 1];
    expect(line).toContain('"name": " Fields "');
    expect(source.slice(problem?.from, problem?.to)).toBe('" Fields "');
  });

  it('names a reference to a missing node on the edge that makes it', () => {
    const source = text({ ...valid, edges: [{ ...valid.edges[0], target: 'nowhere' }] });
    const [problem] = problemsOf(source);
    expect(problem?.message).toContain('"nowhere", which is no node');
    expect(source.slice(problem?.from, problem?.to)).toBe('"nowhere"');
  });

  it('marks a missing field where its object starts, on one line', () => {
    const { typeVersion: _gone, ...node } = valid.nodes[1] as Record<string, unknown>;
    const source = text({ ...valid, nodes: [valid.nodes[0], node] });
    const [problem] = problemsOf(source);
    expect(problem?.message).toContain('nodes[1].typeVersion');
    expect(source.slice(problem?.from, problem?.to)).toBe('{');
  });
});
