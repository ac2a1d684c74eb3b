/** The node types the copilot may use, with their catalogue entries (parameter names, outputs), read once. */
import { type CatalogueEntry, nodeCatalogue } from '../../../engine/nodes/catalogue';
import type { NodeDefinition } from '../../../engine/nodes/definition';
import { NODE_REGISTRY } from '../../../engine/nodes/registry';

export interface CopilotNodeType {
  definition: NodeDefinition;
  entry: CatalogueEntry;
  /** The top-level parameter names (from the JSON Schema). */
  parameterNames: string[];
}

let types: Map<string, CopilotNodeType> | undefined;

function load(): Map<string, CopilotNodeType> {
  types ??= new Map(
    nodeCatalogue()
      .filter((entry) => entry.type !== 'placeholder')
      .map((entry) => {
        const definition = NODE_REGISTRY.find(entry.type)?.definition as NodeDefinition;
        const properties = (entry.parameters.properties as Record<string, unknown> | undefined) ?? {};
        return [entry.type, { definition, entry, parameterNames: Object.keys(properties) }];
      }),
  );
  return types;
}

export const copilotNodeType = (type: string) => load().get(type);
export const copilotNodeTypes = () => [...load().values()];
