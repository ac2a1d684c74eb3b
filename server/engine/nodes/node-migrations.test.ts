import { describe, expect, it } from 'vitest';
import { innerGraphSchema } from './inner-run';
import { latestNodeVersion, NODE_MIGRATIONS } from './node-migrations';
import { NODE_REGISTRY } from './registry';

describe('NODE_MIGRATIONS', () => {
  it('knows every registered node type at its definition version', () => {
    for (const type of NODE_REGISTRY.ids) {
      expect(NODE_MIGRATIONS.find(type)?.latestVersion).toBe(NODE_REGISTRY.get(type).definition.version);
      expect(latestNodeVersion(type)).toBe(NODE_REGISTRY.get(type).definition.version);
    }
  });

  it('writes an unknown type at version 1 and has no migrations for it', () => {
    expect(latestNodeVersion('no-such-type')).toBe(1);
    expect(NODE_MIGRATIONS.find('no-such-type')).toBeUndefined();
  });

  it("writes a container's default inner start at no-op's version", () => {
    expect(innerGraphSchema.parse(undefined).nodes[0]?.typeVersion).toBe(latestNodeVersion('no-op'));
  });
});
