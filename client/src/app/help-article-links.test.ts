/**
 * The offline assistant's help articles (server/ai/offline/articles/*.md) send people to pages: each page
 * they name must exist in this route table. Read as files, not imported: the client never imports server
 * code, and the server never imports the client.
 */

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_FEATURES } from '@common/product/features';
import { describe, expect, it } from 'vitest';
import { screenRoutes } from './routes';

// The test runs from the repository's root (jsdom's import.meta.url is not a file URL).
const ARTICLES_DIR = `${path.resolve('server/ai/offline/articles')}/`;
const routes = screenRoutes.map((r) => r.path);
/** The server's own addresses the feature list names (`/api/run/:slug`, `/v1/models`, `/embed.js`, ...). */
const endpoints = PRODUCT_FEATURES.flatMap((f) => ('endpoints' in f ? f.endpoints : []) as readonly string[]);
const endpointPatterns = endpoints.map(
  (e) => new RegExp(`^${e.replace(/\./g, '\\.').replace(/:\w+/g, '[^/]+')}$`),
);
/** An endpoint, one with its parameters filled in, or the start of one (`/v1`, `/mcp`). */
const knownEndpoint = (path: string) =>
  endpointPatterns.some((pattern) => pattern.test(path)) || endpoints.some((e) => e.startsWith(`${path}/`));
const knownPath = (path: string) =>
  routes.includes(path) ||
  (path.startsWith('/community/') && routes.includes('/community/*')) ||
  path === '/dev/mail' ||
  knownEndpoint(path);

const articles = readdirSync(ARTICLES_DIR)
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const source = readFileSync(`${ARTICLES_DIR}${name}`, 'utf8');
    const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
    return { name, route: /^route:\s*(\S+)/m.exec(frontMatter)?.[1] ?? '', body };
  });

describe('help articles', () => {
  it('exist to be checked', () => {
    expect(articles.length).toBeGreaterThanOrEqual(20);
  });

  it.each(articles)('$name names only pages that exist in the route table', ({ name, route, body }) => {
    expect(knownPath(route), `${name} route ${route}`).toBe(true);
    // A path after a placeholder (`/d/<name>/chat`) is that placeholder's tail, not a page of its own.
    for (const [, path] of body.matchAll(/(?<![\w/>])(\/[a-z0-9][a-z0-9/.-]*)/g)) {
      expect(knownPath(path!.replace(/[/.]+$/, '')), `${name} mentions ${path}`).toBe(true);
    }
  });
});
