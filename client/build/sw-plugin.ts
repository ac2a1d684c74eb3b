import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { installShellWorker, type ShellWorkerConfig } from './service-worker.ts';

/** Files that make up the app shell: what must be cached for the app to open offline. */
const SHELL_FILE = /\.(html|js|css|woff2?|svg|png|ico|webp|webmanifest)$/;
const SW_FILE = 'sw.js';

function publicFiles(dir: string): Array<{ fileName: string; source: Buffer }> {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => ({ fileName: relative(dir, path).split(sep).join('/'), source: readFileSync(path) }));
}

export function renderServiceWorker(config: ShellWorkerConfig): string {
  return `"use strict";\n(${installShellWorker.toString()})(self, ${JSON.stringify(config)});\n`;
}

/** Emits /sw.js at build time with this build's shell files and a version hashed from their contents. */
export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'aiz:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const files = [
        ...Object.values(bundle).map((file) => ({
          fileName: file.fileName,
          source: file.type === 'chunk' ? file.code : file.source,
        })),
        ...(publicDir ? publicFiles(publicDir) : []),
      ]
        .filter((file) => SHELL_FILE.test(file.fileName) && file.fileName !== SW_FILE)
        .sort((a, b) => a.fileName.localeCompare(b.fileName));
      if (!files.some((file) => file.fileName === 'index.html')) {
        this.error(
          'service worker: index.html is not in the bundle; the plugin must run after vite:build-html',
        );
      }
      const hash = createHash('sha256');
      for (const file of files) hash.update(file.fileName).update('\0').update(file.source).update('\0');
      const precache = files.map((file) => (file.fileName === 'index.html' ? '/' : `/${file.fileName}`));
      const version = hash.update(installShellWorker.toString()).digest('hex').slice(0, 16);
      this.emitFile({ type: 'asset', fileName: SW_FILE, source: renderServiceWorker({ version, precache }) });
    },
  };
}
