import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format';
import { readFixture } from './fixtures/read-fixture';
import { ImportError } from './import-report';

describe('detectFormat', () => {
  it('tells the four formats apart from their content', () => {
    expect(detectFormat(readFixture('n8n/core-nodes.json')).format).toBe('n8n');
    expect(detectFormat(readFixture('flowise/Iterations.json')).format).toBe('flowise-agentflow');
    expect(detectFormat(readFixture('flowise/Tool Agent.json')).format).toBe('flowise-chatflow');
    expect(detectFormat(readFixture('dify/sum-and-branch.yml')).format).toBe('dify');
    expect(detectFormat(JSON.stringify({ schemaVersion: 1, nodes: [], edges: [] })).format).toBe('aiz');
  });

  it('reads n8n exports that have nodes but no connections', () => {
    const text = JSON.stringify({ nodes: [{ name: 'A', type: 'n8n-nodes-base.noOp', parameters: {} }] });
    expect(detectFormat(text).format).toBe('n8n');
  });

  it.each([
    ['an empty file', '   ', /empty/],
    ['broken JSON', '{"nodes": [', /looks like JSON but does not parse/],
    ['a JSON array', '[1, 2]', /holds no workflow/],
    ['a YAML scalar', 'hello', /holds no workflow/],
    ['broken YAML', 'a: [1, 2\nb: }', /neither JSON nor YAML/],
    ['some other JSON', '{"hello": "world"}', /not a workflow we can import/],
    [
      'JSON nested 4,500 deep',
      `{"nodes":[],"connections":{},"x":${'['.repeat(4500)}${']'.repeat(4500)}}`,
      /at x(\.0)+: JSON may nest at most 64 levels/,
    ],
    ['YAML nested 100 deep', `workflow: ${'['.repeat(100)}${']'.repeat(100)}`, /nest at most 64 levels/],
    [
      'a NUL in a JSON string',
      '{"nodes":[{"name":"a\\u0000"}]}',
      /at nodes\.0\.name: Text cannot contain a NUL/,
    ],
    ['a NUL in a YAML string', 'app:\n  name: "a\\0b"', /at app\.name: Text cannot contain a NUL/],
  ])('refuses %s with a clear error', (_, text, message) => {
    expect(() => detectFormat(text)).toThrow(ImportError);
    expect(() => detectFormat(text)).toThrow(message);
  });
});
