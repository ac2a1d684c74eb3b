/**
 * Counts read by people say "1 placeholder", not "1 placeholders": every count with a noun goes through
 * `countOf` / `plural` (common/plural.ts). This scan fails on the hand-made forms that got it wrong before:
 * a count followed by a plural noun in a template or JSX ("{report.placeholders.length} placeholders"), and
 * a private `n === 1 ? '' : 's'`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['client/src', 'server', 'common'];

/** `{x.length} nouns`, `${formatCount(total)} server errors`, `{total}{' '}\n nouns`: a count, then a plural. */
const COUNT_THEN_PLURAL =
  /\{[^{}]*(?:\.length|[cC]ount|[tT]otal|\bn|[sS]ize|[bB]usy|[wW]aiting)\)*\}(?:\{' '\})?\s+(?:(?!of\b|in\b|more\b|from\b|to\b|per\b)[a-z]+ )?(?!ms\b|is\b|was\b|has\b|does\b|as\b|its\b|this\b|us\b|less\b)[a-z]+s\b/g;
/** A private plural: `n === 1 ? '' : 's'` or `n === 1 ? 'item' : 'items'`. */
const HAND_MADE = /=== 1 \? '(\w*)' : '\1s'/g;

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** The offending snippets of a source, with their line numbers. */
function handMadePlurals(source: string): string[] {
  const found: string[] = [];
  for (const pattern of [COUNT_THEN_PLURAL, HAND_MADE]) {
    for (const match of source.matchAll(pattern)) {
      const line = source.slice(0, match.index).split('\n').length;
      found.push(`${line}: ${match[0].replace(/\s+/g, ' ')}`);
    }
  }
  return found;
}

describe('counts in words', () => {
  it('the scan finds the forms it guards against', () => {
    // The samples are source text, placeholders and all.
    expect(handMadePlurals("<span>{report.placeholders.length}{' '}\n  placeholders</span>")).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text
    expect(handMadePlurals('`${lines.length} lines`')).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text
    expect(handMadePlurals("`${n} attempt${n === 1 ? '' : 's'} left`")).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text
    expect(handMadePlurals('`${formatCount(http.serverErrorsTotal)} server errors`')).toHaveLength(1);
    expect(handMadePlurals("{countOf(report.placeholders.length, 'placeholder')}")).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text
    expect(handMadePlurals('`${ms.length} ms`')).toEqual([]);
  });

  it('no source makes its own plural', () => {
    const offending = FOLDERS.flatMap(sources).flatMap((file) =>
      handMadePlurals(readFileSync(path.join(root, file), 'utf8')).map((hit) => `${file}:${hit}`),
    );
    expect(offending).toEqual([]);
  });
});
