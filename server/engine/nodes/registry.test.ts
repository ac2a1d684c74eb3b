/** The contract every registered node type keeps, and the catalogue entry it produces. */
import { contractCases } from '@common/plugins/registry';
import { agentToolSchema } from '@common/schemas/agents';
import { defineNodeMigrations } from '@common/workflow/node-migrations';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nodeCatalogue, toCatalogueEntry } from './catalogue';
import type { NodeImports } from './definition';
import { NODE_MIGRATIONS } from './node-migrations';
import { NODE_REGISTRY } from './registry';
import { startingParameters } from './starting-parameters';

/** Schema issues outside expressions (an expression is resolved per item before the node parses it). */
function literalProblems(schema: z.ZodType, parameters: Record<string, unknown>): string[] {
  const issues = schema.safeParse(parameters).error?.issues ?? [];
  const holdsExpression = (path: PropertyKey[]) =>
    path.some((_, i) => {
      let value: unknown = parameters;
      for (const key of path.slice(0, i + 1))
        value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
      return typeof value === 'string' && value.includes('{{');
    });
  return issues
    .filter((issue) => !holdsExpression(issue.path))
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe.each(contractCases(NODE_REGISTRY))('node type %s', (id, { definition }) => {
  it('has a kebab-case type, a version and a group', () => {
    expect(definition.type).toBe(id);
    expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    expect(Number.isInteger(definition.version) && definition.version >= 1).toBe(true);
  });

  it('is at the version its parameter migrations reach, and they go up by one', () => {
    const migrations = definition.migrations ?? [];
    expect(definition.version).toBe(migrations.length + 1);
    expect(() => defineNodeMigrations(id, migrations)).not.toThrow();
    expect(NODE_MIGRATIONS.find(id)?.latestVersion).toBe(definition.version);
  });

  it('is documented for the palette and the settings panel', () => {
    expect(definition.displayName.trim()).not.toBe('');
    expect(definition.description.trim()).not.toBe('');
    expect(definition.documentation.trim().length).toBeGreaterThan(20);
  });

  it('has labelled outputs and a valid input count', () => {
    expect(definition.outputs.length).toBeGreaterThan(0);
    for (const label of definition.outputs) expect(label.trim()).not.toBe('');
    if (definition.inputs !== 'all-required') expect(definition.inputs).toBeGreaterThanOrEqual(0);
    if (definition.group === 'trigger') expect(definition.inputs).toBe(0);
  });

  it('has words for the copilot, if any, as non-empty lower-case phrases', () => {
    if (definition.words === undefined) return;
    expect(definition.words.length).toBeGreaterThan(0);
    for (const phrase of definition.words) {
      expect(phrase.trim()).not.toBe('');
      expect(phrase).toBe(phrase.trim().toLowerCase());
    }
  });

  it('offers tool presets an agent can save, at its version, with parameters its schema reads', () => {
    const entry = toCatalogueEntry(definition);
    expect(entry.toolPresets).toEqual(definition.toolPresets ?? []);
    for (const preset of definition.toolPresets ?? []) {
      expect(literalProblems(definition.parameters, preset.parameters)).toEqual([]);
      expect(preset.inputSchema).toMatchObject({ type: 'object' });
      expect(() => z.fromJSONSchema(preset.inputSchema)).not.toThrow();
      const tool = agentToolSchema.safeParse({
        kind: 'node',
        name: preset.name,
        description: preset.description,
        inputSchema: preset.inputSchema,
        node: {
          id: 'tool',
          type: entry.type,
          typeVersion: entry.version,
          name: preset.label,
          position: [0, 0],
          parameters: preset.parameters,
        },
      });
      expect(tool.error).toBeUndefined();
      expect(preset.label.trim()).not.toBe('');
    }
  });

  it('starts with parameters its schema reads, a fresh path included', () => {
    const freshPath = definition.starting?.freshPath;
    if (freshPath !== undefined) expect(freshPath).toMatch(/^[a-z]+(-[a-z]+)*$/);
    const parameters = startingParameters(id, () => '1a2b3c4d');
    expect(literalProblems(definition.parameters, parameters)).toEqual([]);
    if (freshPath !== undefined)
      expect(definition.parameters.parse(parameters)).toMatchObject({ path: `${freshPath}-1a2b3c4d` });
  });

  it('parses empty parameters to its defaults', () => {
    expect(definition.parameters.safeParse({}).success).toBe(true);
  });

  it('produces a catalogue entry with parameters as a JSON Schema object', () => {
    const entry = toCatalogueEntry(definition);
    expect(entry.type).toBe(id);
    expect(entry.parameters).toMatchObject({ type: 'object' });
    expect(JSON.parse(JSON.stringify(entry))).toEqual(entry);
  });

  it('has a JSON Schema a builder can read back, which accepts the empty parameters', () => {
    const schema = z.fromJSONSchema(toCatalogueEntry(definition).parameters);
    expect(schema.safeParse({}).success).toBe(true);
  });
});

describe('foreign node types', () => {
  const tools = ['n8n', 'flowise', 'dify'] as const;
  const foreignOf = (imports: NodeImports, tool: (typeof tools)[number]) =>
    (imports[tool] ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.type));

  it.each(tools)('each %s type imports as one node of ours', (tool) => {
    const owners = new Map<string, string[]>();
    for (const { definition } of NODE_REGISTRY.entries) {
      for (const foreign of foreignOf(definition.imports ?? {}, tool)) {
        owners.set(foreign, [...(owners.get(foreign) ?? []), definition.type]);
      }
    }
    expect([...owners].filter(([, types]) => types.length > 1)).toEqual([]);
    expect(owners.size).toBeGreaterThan(0);
  });

  it.each(contractCases(NODE_REGISTRY))(
    '%s names real-looking foreign types and versions',
    (_, { definition }) => {
      for (const entry of definition.imports?.n8n ?? []) {
        const type = typeof entry === 'string' ? entry : entry.type;
        expect(type).toMatch(/^(n8n-nodes-base|@n8n\/n8n-nodes-langchain)\.[a-zA-Z0-9]+$/);
        if (typeof entry !== 'string')
          expect(Number.isInteger(entry.oldestParameterVersion) && entry.oldestParameterVersion > 1).toBe(
            true,
          );
      }
      for (const tool of ['flowise', 'dify'] as const) {
        for (const foreign of definition.imports?.[tool] ?? [])
          expect(foreign).toMatch(/^[a-zA-Z][a-zA-Z0-9-]*$/);
      }
    },
  );
});

describe('copilot words', () => {
  it('names each phrase for one node only', () => {
    const owners = new Map<string, string[]>();
    for (const { definition } of NODE_REGISTRY.entries) {
      for (const phrase of definition.words ?? [])
        owners.set(phrase, [...(owners.get(phrase) ?? []), definition.type]);
    }
    expect([...owners].filter(([, types]) => types.length > 1)).toEqual([]);
    expect(owners.size).toBeGreaterThan(0);
  });
});

describe('tool presets', () => {
  it('names each preset once across the registry', () => {
    const names = NODE_REGISTRY.entries.flatMap(({ definition }) =>
      (definition.toolPresets ?? []).map((p) => p.name),
    );
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('nodeCatalogue', () => {
  it('lists every registered node once, in registry order', () => {
    expect(nodeCatalogue().map((e) => e.type)).toEqual([...NODE_REGISTRY.ids]);
  });
});
