/**
 * A folder of workflow files to import, made the same way every time from the importers' fixtures (n8n,
 * Dify, Flowise in turn): each file a fixture with one difference, so no two are the same text (n8n's
 * name, Dify's app name, Flowise's node positions moved). Written to the git-ignored bench/.generated/.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { root } from '../../scripts/client-build.mjs';

const FIXTURES = path.join(root, 'server/engine/importers/fixtures');
export const IMPORT_CORPUS_DIR = path.join(root, 'bench/.generated/imports');
type Json = Record<string, unknown>;

const TOOLS = [
  {
    tool: 'n8n',
    extension: '.json',
    vary: (doc: Json, i: number) => ({ ...doc, name: `${doc.name ?? 'n8n'} #${i}` }),
  },
  {
    tool: 'dify',
    extension: '.yml',
    vary: (doc: Json, i: number) => ({
      ...doc,
      app: { ...(doc.app as Json), name: `${(doc.app as Json).name} #${i}` },
    }),
  },
  {
    tool: 'flowise',
    extension: '.json',
    vary: (doc: Json, i: number) => ({
      ...doc,
      nodes: (doc.nodes as Json[]).map((n) => {
        const at = n.position as { x: number; y: number };
        return { ...n, position: { x: at.x + i, y: at.y } };
      }),
    }),
  },
] as const;

function fixtures(tool: string, extension: string): { name: string; doc: Json }[] {
  return readdirSync(path.join(FIXTURES, tool))
    .filter((f) => f.endsWith(extension) && !f.endsWith('.expected.json') && f !== 'biome.json')
    .sort()
    .map((name) => {
      const text = readFileSync(path.join(FIXTURES, tool, name), 'utf8');
      return { name, doc: (extension === '.yml' ? parse(text) : JSON.parse(text)) as Json };
    });
}

/** Writes `count` files (the folder emptied first) and returns their paths, in order. */
export function writeImportCorpus(count = 1000): string[] {
  rmSync(IMPORT_CORPUS_DIR, { recursive: true, force: true });
  mkdirSync(IMPORT_CORPUS_DIR, { recursive: true });
  const sources = TOOLS.map((t) => ({ ...t, files: fixtures(t.tool, t.extension) }));
  return Array.from({ length: count }, (_, i) => {
    const source = sources[i % sources.length]!;
    const fixture = source.files[Math.floor(i / sources.length) % source.files.length]!;
    const doc = source.vary(fixture.doc, i);
    const slug = fixture.name
      .replace(/\.[^.]+$/, '')
      .replace(/\W+/g, '-')
      .toLowerCase();
    const file = path.join(
      IMPORT_CORPUS_DIR,
      `${String(i).padStart(4, '0')}-${source.tool}-${slug}${source.extension}`,
    );
    writeFileSync(file, source.extension === '.yml' ? stringify(doc) : JSON.stringify(doc, null, 2));
    return file;
  });
}
