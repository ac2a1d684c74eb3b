/** The contract every registered node type keeps, and the catalogue entry it produces. */
import { contractCases } from '@common/plugins/registry';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nodeCatalogue, toCatalogueEntry } from './catalogue';
import { NODE_REGISTRY } from './registry';

describe.each(contractCases(NODE_REGISTRY))('node type %s', (id, { definition }) => {
  it('has a kebab-case type, a version and a group', () => {
    expect(definition.type).toBe(id);
    expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    expect(Number.isInteger(definition.version) && definition.version >= 1).toBe(true);
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

describe('nodeCatalogue', () => {
  it('lists every registered node once, in registry order', () => {
    expect(nodeCatalogue().map((e) => e.type)).toEqual([...NODE_REGISTRY.ids]);
  });
});
