/**
 * `/embed.js`: the widget's plain TypeScript (client/widget/, no React) bundled once per process with esbuild
 * (the compiler tsx already runs the server with), minified, and kept in memory with its gzip and ETag.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const WIDGET_ENTRY = fileURLToPath(new URL('../../../client/widget/embed.ts', import.meta.url));

export interface WidgetBundle {
  code: string;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
}

let bundle: Promise<WidgetBundle> | undefined;

export async function buildWidgetBundle(entry = WIDGET_ENTRY): Promise<WidgetBundle> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    platform: 'browser',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  return {
    code,
    gzip: new Uint8Array(gzipSync(code, { level: 9 })),
    etag: `"${createHash('sha1').update(code).digest('base64url')}"`,
  };
}

/** Built on first use, then served from memory; a failed build is tried again on the next request. */
export function widgetBundle(): Promise<WidgetBundle> {
  bundle ??= buildWidgetBundle().catch((error: unknown) => {
    bundle = undefined;
    throw error;
  });
  return bundle;
}
