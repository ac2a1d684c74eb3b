/**
 * Node tools the wizard offers as a checklist: the presets each node declares in its folder on the server,
 * read from the node catalogue (so a preset shows only when the server has its node type), each run with
 * the call's arguments as its item (`={{ $json.x }}` reads argument `x`).
 */
import type { AgentTool } from '@common/schemas/agents';
import type { NodeToolPreset as CataloguePreset } from '@common/schemas/workflows';

export type NodeTool = Extract<AgentTool, { kind: 'node' }>;

/** A catalogue preset with the node type and version it runs. */
export interface NodeToolPreset extends CataloguePreset {
  nodeType: string;
  typeVersion: number;
}

/** What the wizard reads of a catalogue entry. */
export interface PresetSource {
  type: string;
  version: number;
  toolPresets?: readonly CataloguePreset[];
}

/** Every preset of the catalogue, in its order. */
export function nodeToolPresets(catalogue: readonly PresetSource[]): NodeToolPreset[] {
  return catalogue.flatMap((entry) =>
    (entry.toolPresets ?? []).map((preset) => ({
      ...preset,
      nodeType: entry.type,
      typeVersion: entry.version,
    })),
  );
}

export function presetByName(presets: readonly NodeToolPreset[], name: string): NodeToolPreset | undefined {
  return presets.find((preset) => preset.name === name);
}

/** The agent tool a checked preset becomes. */
export function toolOfPreset(preset: NodeToolPreset): NodeTool {
  return {
    kind: 'node',
    name: preset.name,
    description: preset.description,
    inputSchema: preset.inputSchema,
    node: {
      id: `tool-${preset.name.replaceAll('_', '-')}`,
      type: preset.nodeType,
      typeVersion: preset.typeVersion,
      name: preset.label,
      position: [0, 0],
      parameters: preset.parameters,
    },
  };
}
