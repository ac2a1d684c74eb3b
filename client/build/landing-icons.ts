import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);

/** Icon name → its module in lucide-react, read from the package's own barrel. */
function lucideIconFiles(): Map<string, string> {
  const esm = join(dirname(require.resolve('lucide-react/package.json')), 'dist/esm');
  const files = new Map<string, string>();
  for (const line of readFileSync(join(esm, 'lucide-react.mjs'), 'utf8').split('\n')) {
    const from = /from '(\.\/icons\/[\w-]+\.mjs)';$/.exec(line)?.[1];
    if (!from) continue;
    for (const [, name] of line.matchAll(/default as (\w+)/g)) files.set(name as string, join(esm, from));
  }
  return files;
}

function resolveSource(from: string, specifier: string, srcRoot: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(srcRoot, specifier.slice(2))
    : resolve(dirname(from), specifier);
  for (const candidate of [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** `entry` and the files of `within` it imports, directly or through each other (static imports only). */
function sourceFiles(entry: string, within: string, srcRoot: string): string[] {
  const seen = new Set<string>([entry]);
  for (const file of seen) {
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/^import [^;]*? from '((?:\.|@\/)[^']+)';$/gm)) {
      const target = resolveSource(file, specifier as string, srcRoot);
      if (target?.startsWith(within)) seen.add(target);
    }
  }
  return [...seen];
}

/**
 * The lucide icon modules that `entry` (a page) and the files of `within` it imports use, by name. Each icon
 * the landing page shares with another page would otherwise be a chunk of its own (some 200 bytes of code in
 * 300 of gzip, fourteen of them on `/`), so vite.config.ts puts these in one chunk.
 */
export function iconModulesOf(entry: string, within: string, srcRoot: string): Set<string> {
  const files = lucideIconFiles();
  const icons = new Set<string>();
  for (const file of sourceFiles(entry, within, srcRoot)) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from 'lucide-react'/g)) {
      for (const name of (names as string).split(',').map((n) => n.replace(/^\s*type\s+/, '').trim())) {
        const module = files.get(name);
        if (module) icons.add(module);
      }
    }
  }
  return icons;
}
