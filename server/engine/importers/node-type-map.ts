/**
 * Which foreign node type becomes which of ours. A type not listed here imports as a `placeholder`.
 * The mappings live with each node (`imports` in `server/engine/nodes/<type>/definition.ts`); these tables
 * are built from the registry. Parameters of n8n nodes are kept under n8n's own names (our core nodes read
 * them), so n8n's expressions keep working; Flowise and Dify nodes are translated in their own folders.
 */
import type { NodeImports } from '../nodes/definition';
import { NODE_REGISTRY } from '../nodes/registry';

/** Foreign type → our type, for a tool whose mappings are plain names. */
function foreignTypes(tool: 'flowise' | 'dify'): Readonly<Record<string, string>> {
  return Object.fromEntries(
    NODE_REGISTRY.entries.flatMap(({ definition }) =>
      (definition.imports?.[tool] ?? []).map((foreign) => [foreign, definition.type]),
    ),
  );
}

const n8nType = (entry: NonNullable<NodeImports['n8n']>[number]) =>
  typeof entry === 'string' ? entry : entry.type;

/** n8n type → our type. */
export const N8N_NODE_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  NODE_REGISTRY.entries.flatMap(({ definition }) =>
    (definition.imports?.n8n ?? []).map((entry) => [n8nType(entry), definition.type]),
  ),
);

/**
 * The oldest n8n type version whose parameter shape our node reads (older Set nodes keep `values`, not
 * `assignments`; older If and Switch nodes keep their own condition lists). An older node still
 * imports, with a warning to check it.
 */
export const N8N_OLDEST_PARAMETER_VERSION: Readonly<Record<string, number>> = Object.fromEntries(
  NODE_REGISTRY.entries.flatMap(({ definition }) =>
    (definition.imports?.n8n ?? []).flatMap((entry) =>
      typeof entry === 'string' ? [] : [[entry.type, entry.oldestParameterVersion]],
    ),
  ),
);

/** n8n types that look close to ours but behave differently: kept as placeholders, with why. */
export const N8N_UNSUPPORTED_REASONS: Readonly<Record<string, string>> = {};

/** Flowise node `data.name` → our type (AI nodes where they clearly correspond; the rest are placeholders). */
export const FLOWISE_NODE_TYPES: Readonly<Record<string, string>> = foreignTypes('flowise');

/**
 * Dify node `data.type` → our type, when the node translates (dify/translate-node.ts); iteration and loop
 * become our container nodes (dify/translate-container.ts); an assigner of conversation variables is a
 * placeholder.
 */
export const DIFY_NODE_TYPES: Readonly<Record<string, string>> = foreignTypes('dify');
