/**
 * A property of every importer: what the source tool would load is imported or explained, never refused
 * for a field it does not know. Each case takes a real file (the fixtures: Flowise's own templates, n8n and
 * Dify files) and changes it the way other versions of the tool and hand edits do: unknown fields
 * anywhere, optional fields set to null or removed. Seeded, so a failure names a case that repeats.
 */

import { describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify as toYaml } from 'yaml';
import { fixtureFiles, readFixture } from './fixtures/read-fixture';
import { ImportError } from './import-report';
import { importWorkflow } from './import-workflow';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** mulberry32: small, seeded, good enough to pick places and values. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every object in the tree with its path, the root first. */
function objects(value: Json, path = '$'): [string, { [key: string]: Json }][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => objects(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return [[path, value], ...Object.entries(value).flatMap(([k, v]) => objects(v, `${path}.${k}`))];
}

const NEW_VALUES: Json[] = [null, true, 0, 1.5, '', 'x', [], {}, [null], { nested: null }];

/** Adds `count` fields no tool writes, anywhere in the file, and says where. */
function addUnknownFields(doc: Json, next: () => number, count: number): string[] {
  const places = objects(doc);
  const added: string[] = [];
  for (let i = 0; i < count; i++) {
    const [path, target] = places[Math.floor(next() * places.length)]!;
    const key = `unknownField${i}_${Math.floor(next() * 1e6)}`;
    target[key] = NEW_VALUES[Math.floor(next() * NEW_VALUES.length)]!;
    added.push(`${path}.${key}`);
  }
  return added;
}

interface Source {
  name: string;
  text: string;
  yaml: boolean;
}

const SOURCES: Source[] = [
  ...fixtureFiles('flowise', '.json').map((f) => ({ name: `flowise/${f}`, yaml: false })),
  ...fixtureFiles('n8n', '.json')
    .filter((f) => !f.endsWith('.expected.json'))
    .map((f) => ({ name: `n8n/${f}`, yaml: false })),
  ...fixtureFiles('dify', '.yml').map((f) => ({ name: `dify/${f}`, yaml: true })),
].map((s) => ({ ...s, text: readFixture(s.name) }));

const parse = (s: Source): Json => (s.yaml ? parseYaml(s.text) : JSON.parse(s.text));
const write = (s: Source, doc: Json) => (s.yaml ? toYaml(doc) : JSON.stringify(doc));

const CASES_PER_FILE = 40;

describe.each(SOURCES)('$name', (source) => {
  const original = importWorkflow(source.text);

  it('imports with unknown fields added anywhere, to the same nodes', () => {
    for (let seed = 1; seed <= CASES_PER_FILE; seed++) {
      const doc = parse(source);
      const added = addUnknownFields(doc, random(seed), 1 + (seed % 4));
      let result: ReturnType<typeof importWorkflow>;
      try {
        result = importWorkflow(write(source, doc));
      } catch (error) {
        throw new Error(`seed ${seed}, fields ${added.join(', ')}: refused: ${String(error)}`);
      }
      expect(result.report.format, `seed ${seed}`).toBe(original.report.format);
      // An unknown field inside a node's own data can only add to what is reported, never drop a node.
      expect(result.document.nodes.length, `seed ${seed}: ${added.join(', ')}`).toBeGreaterThanOrEqual(
        original.document.nodes.length - result.report.warnings.length,
      );
    }
  });

  it('imports or explains a file whose fields were emptied or removed, never crashes', () => {
    for (let seed = 1; seed <= CASES_PER_FILE; seed++) {
      const doc = parse(source);
      const next = random(1000 + seed);
      const places = objects(doc).filter(([, o]) => Object.keys(o).length > 0);
      const [path, target] = places[Math.floor(next() * places.length)]!;
      const keys = Object.keys(target);
      const key = keys[Math.floor(next() * keys.length)]!;
      if (next() < 0.5) target[key] = null;
      else delete target[key];
      try {
        importWorkflow(write(source, doc));
      } catch (error) {
        // Explained: our own error, with words, not a TypeError from deep inside an importer.
        if (!(error instanceof ImportError)) {
          throw new Error(`seed ${seed}, ${path}.${key} emptied: ${String(error)}`);
        }
        expect(error.message.length, `seed ${seed}`).toBeGreaterThan(20);
      }
    }
  });
});
