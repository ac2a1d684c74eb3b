/**
 * Every node type's parameter migrations, read from the registry (each definition declares its own beside
 * it): what stored workflows, published versions, imported files of ours and runs resumed after a deploy
 * are loaded through (`loadWorkflowDocument(raw, NODE_MIGRATIONS)`).
 */
import { defineNodeMigrations, type NodeMigrations } from '@common/workflow/node-migrations';
import { NODE_REGISTRY } from './registry';

// Built on first use: node definitions import this module, so the registry is not there yet when it loads.
let byType: Map<string, NodeMigrations> | undefined;

function migrationsOf(type: string): NodeMigrations | undefined {
  byType ??= new Map(
    NODE_REGISTRY.ids.map((id) => [
      id,
      defineNodeMigrations(id, NODE_REGISTRY.get(id).definition.migrations ?? []),
    ]),
  );
  return byType.get(type);
}

export const NODE_MIGRATIONS = { find: migrationsOf };

/** The version a new node of this type is written at (1 for a type the registry does not know). */
export function latestNodeVersion(type: string): number {
  return migrationsOf(type)?.latestVersion ?? 1;
}
