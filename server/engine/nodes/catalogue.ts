/** What the builders read over the API: every registered node type, its parameters as JSON Schema. */
import type { NodeToolPreset } from '@common/schemas/workflows';
import { z } from 'zod';
import type { NodeDefinition, NodeGroup } from './definition';
import { NODE_REGISTRY } from './registry';

export interface CatalogueEntry {
  type: string;
  version: number;
  displayName: string;
  group: NodeGroup;
  description: string;
  documentation: string;
  inputs: number | 'all-required';
  outputs: string[];
  parameters: Record<string, unknown>;
  /** The node's credential slots (`node.credentials[name]`). */
  credentialSlots: { name: string; description: string }[];
  /** Handles for sub-nodes (an agent's tools), by edge kind. */
  subNodeInputs: { kind: string; label: string }[];
  /** The node as ready-made agent tools (the agent wizard's checklist). */
  toolPresets: NodeToolPreset[];
  /** What a person's new node of this type starts with (the definition's `starting`). */
  starting?: { parameters?: Record<string, unknown>; freshPath?: string };
}

export function toCatalogueEntry(definition: NodeDefinition): CatalogueEntry {
  return {
    type: definition.type,
    version: definition.version,
    displayName: definition.displayName,
    group: definition.group,
    description: definition.description,
    documentation: definition.documentation,
    inputs: definition.inputs,
    outputs: [...definition.outputs],
    // 'input': the schema a builder fills in, where fields with defaults may be left out.
    parameters: z.toJSONSchema(definition.parameters, { io: 'input' }) as Record<string, unknown>,
    credentialSlots: (definition.credentialSlots ?? []).map((slot) => ({ ...slot })),
    subNodeInputs: (definition.subNodeInputs ?? []).map((input) => ({ ...input })),
    toolPresets: (definition.toolPresets ?? []).map((preset) => structuredClone(preset)),
    ...(definition.starting ? { starting: structuredClone(definition.starting) } : {}),
  };
}

export function nodeCatalogue(registry = NODE_REGISTRY): CatalogueEntry[] {
  return registry.entries.map((entry) => toCatalogueEntry(entry.definition));
}
