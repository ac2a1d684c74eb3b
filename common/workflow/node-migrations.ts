/**
 * Parameter migrations per node type, keyed by `typeVersion` (the tldraw way, one level down): when a
 * node type changes its parameters it bumps its version and adds `{ from, to: from + 1, up }`, so nodes
 * saved by older versions load with the new parameters. Each node type folder declares its list with
 * `defineNodeMigrations`; the node registry hands them to `migrateNodeParameters`.
 */
import { DocumentLoadError } from '../documents/define-document';
import type { Registry } from '../plugins/registry';
import type { NodeParameters, WorkflowDocument } from './document';

export interface NodeParameterMigration {
  from: number;
  /** Always `from + 1`. */
  to: number;
  /** What changed and why, for the reader of the list. */
  description?: string;
  up(parameters: NodeParameters): NodeParameters;
}

export interface NodeMigrations {
  /** The node type: the registry entry's id. */
  readonly id: string;
  /** The newest parameter version of this node type: the last migration's `to`, or 1. */
  readonly latestVersion: number;
  readonly migrations: readonly NodeParameterMigration[];
}

/** Looks node types up by id: a `defineRegistry` of `NodeMigrations`, or anything with its `find`. */
export type NodeMigrationRegistry = Pick<Registry<NodeMigrations>, 'find'>;

/** The node was saved by a newer version of the app than this one knows. */
export class NodeTypeTooNew extends DocumentLoadError {
  override name = 'NodeTypeTooNew';
}

export function defineNodeMigrations(
  type: string,
  migrations: readonly NodeParameterMigration[],
): NodeMigrations {
  migrations.forEach((m, i) => {
    if (m.from !== i + 1 || m.to !== m.from + 1) {
      throw new Error(
        `${type}: parameter migrations go from version 1 up by one, in order; migration ${i + 1} goes from ${m.from} to ${m.to}.`,
      );
    }
  });
  return { id: type, latestVersion: migrations.length + 1, migrations };
}

/**
 * Every node brought to its type's latest parameters. A node type the registry does not know is left
 * as it is (the engine reports it as unknown when it runs); a node newer than its type is refused.
 */
export function migrateNodeParameters(
  doc: WorkflowDocument,
  registry: NodeMigrationRegistry,
): WorkflowDocument {
  let changed = false;
  const nodes = doc.nodes.map((node) => {
    const type = registry.find(node.type);
    if (!type) return node;
    if (node.typeVersion > type.latestVersion) {
      throw new NodeTypeTooNew(
        `Node "${node.name}" (id ${node.id}) is a ${node.type} of version ${node.typeVersion}, but this version of the app knows up to version ${type.latestVersion}. The workflow was saved by a newer version; it is left as it is.`,
      );
    }
    if (node.typeVersion === type.latestVersion) return node;
    changed = true;
    const parameters = type.migrations
      .slice(node.typeVersion - 1)
      .reduce((params, migration) => migration.up(params), node.parameters);
    return { ...node, typeVersion: type.latestVersion, parameters };
  });
  return changed ? { ...doc, nodes } : doc;
}
