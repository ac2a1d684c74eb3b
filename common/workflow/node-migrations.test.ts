import { describe, expect, it } from 'vitest';
import { DocumentLoadError } from '../documents/define-document';
import { defineRegistry } from '../plugins/registry';
import { type WorkflowDocument, workflowDocumentSchema } from './document';
import { defineNodeMigrations, migrateNodeParameters, NodeTypeTooNew } from './node-migrations';

/** A made-up node type whose parameters changed twice, to exercise each migration. */
const httpRequest = defineNodeMigrations('http-request', [
  {
    from: 1,
    to: 2,
    description: '`url` and `method` move under `request`',
    up: ({ url, method, ...rest }) => ({ ...rest, request: { url: url ?? '', method: method ?? 'GET' } }),
  },
  {
    from: 2,
    to: 3,
    description: '`timeout` in seconds becomes `timeoutMs`',
    up: ({ timeout, ...rest }) => ({
      ...rest,
      timeoutMs: typeof timeout === 'number' ? timeout * 1000 : 10_000,
    }),
  },
]);
const registry = defineRegistry('node type', [httpRequest, defineNodeMigrations('no-op', [])]);

const docWith = (typeVersion: number, parameters: WorkflowDocument['nodes'][number]['parameters']) =>
  workflowDocumentSchema.parse({
    nodes: [
      { id: 'h', type: 'http-request', typeVersion, name: 'Fetch', position: [0, 0], parameters },
      { id: 'n', type: 'no-op', typeVersion: 1, name: 'Nothing', position: [0, 0] },
      { id: 'u', type: 'unknown-kind', typeVersion: 7, name: 'Placeholder', position: [0, 0] },
    ],
  });

describe('defineNodeMigrations', () => {
  it('knows the latest version: 1 without migrations', () => {
    expect(httpRequest.latestVersion).toBe(3);
    expect(registry.get('no-op').latestVersion).toBe(1);
  });

  it('refuses migrations that skip or repeat a version', () => {
    expect(() => defineNodeMigrations('x', [{ from: 1, to: 3, up: (p) => p }])).toThrow('from 1 to 3');
    expect(() =>
      defineNodeMigrations('x', [
        { from: 1, to: 2, up: (p) => p },
        { from: 1, to: 2, up: (p) => p },
      ]),
    ).toThrow('migration 2 goes from 1 to 2');
  });
});

describe('migrateNodeParameters', () => {
  it('migration 1→2: moves url and method under request, then 2→3 converts the timeout', () => {
    const migrated = migrateNodeParameters(docWith(1, { url: 'https://x.test', timeout: 5 }), registry);
    expect(migrated.nodes[0]).toMatchObject({
      typeVersion: 3,
      parameters: { request: { url: 'https://x.test', method: 'GET' }, timeoutMs: 5000 },
    });
  });

  it('migration 2→3 alone for a node saved at version 2', () => {
    const migrated = migrateNodeParameters(docWith(2, { request: { url: 'u', method: 'POST' } }), registry);
    expect(migrated.nodes[0]).toMatchObject({
      typeVersion: 3,
      parameters: { request: { url: 'u', method: 'POST' }, timeoutMs: 10_000 },
    });
  });

  it('leaves current nodes and unknown node types as they are, and the document untouched', () => {
    const doc = docWith(3, { request: { url: 'u', method: 'GET' }, timeoutMs: 1 });
    expect(migrateNodeParameters(doc, registry)).toBe(doc);
    const old = docWith(1, {});
    migrateNodeParameters(old, registry);
    expect(old.nodes[0]?.typeVersion).toBe(1);
  });

  it('refuses a node newer than its type, with a clear error', () => {
    const call = () => migrateNodeParameters(docWith(4, {}), registry);
    expect(call).toThrow(NodeTypeTooNew);
    expect(call).toThrow(DocumentLoadError);
    expect(call).toThrow(
      'Node "Fetch" (id h) is a http-request of version 4, but this version of the app knows up to version 3.',
    );
  });
});
