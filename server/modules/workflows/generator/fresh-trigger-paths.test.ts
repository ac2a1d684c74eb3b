import { workflowDocumentSchema } from '@common/workflow/document';
import { describe, expect, it } from 'vitest';
import { withFreshTriggerPaths } from './fresh-trigger-paths';

const doc = workflowDocumentSchema.parse({
  nodes: [
    {
      id: 'a',
      type: 'webhook-trigger',
      typeVersion: 1,
      name: 'Hook',
      position: [0, 0],
      parameters: { path: 'lead-abc123' },
    },
    {
      id: 'b',
      type: 'form-trigger',
      typeVersion: 1,
      name: 'Form',
      position: [0, 100],
      parameters: { path: 'form-x1y2z3' },
    },
    {
      id: 'c',
      type: 'http-request',
      typeVersion: 1,
      name: 'Call',
      position: [200, 0],
      parameters: { path: 'kept' },
    },
  ],
});

describe('withFreshTriggerPaths', () => {
  it("replaces the suffix of each trigger's path and leaves other nodes alone", () => {
    const fresh = withFreshTriggerPaths(doc, () => 'f00d');
    expect(fresh.nodes.map((n) => n.parameters.path)).toEqual(['lead-f00d', 'form-f00d', 'kept']);
  });

  it('gives two copies different paths', () => {
    const [a, b] = [withFreshTriggerPaths(doc), withFreshTriggerPaths(doc)];
    expect(a.nodes[0]?.parameters.path).not.toBe(b.nodes[0]?.parameters.path);
    expect(a.nodes[0]?.parameters.path).toMatch(/^lead-[0-9a-f]{8}$/);
  });
});
