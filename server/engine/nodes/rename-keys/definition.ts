/** Rename Keys (n8n's RenameKeys): moves fields to new names; dot paths move nested fields; keys by regex. */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { deletePath, getPath, setPath } from '../set/field-path';
import { rowList } from '../set/n8n-shapes';
import { type RegexReplacement, renameKeysByRegex } from './regex-rename';

const replacement = z
  .object({
    searchRegex: z.string().default(''),
    replaceRegex: z.string().default(''),
    options: z
      .object({ caseInsensitive: z.boolean().default(false), depth: z.number().int().default(-1) })
      .default({ caseInsensitive: false, depth: -1 }),
  })
  .transform(
    ({ searchRegex, replaceRegex, options }): RegexReplacement => ({ searchRegex, replaceRegex, ...options }),
  );

const parameters = z.object({
  keys: rowList(z.object({ currentKey: z.string().default(''), newKey: z.string().default('') }), 'key'),
  additionalOptions: z
    .object({ regexReplacement: rowList(replacement, 'replacements') })
    .default({ regexReplacement: [] }),
});

type Parameters = z.output<typeof parameters>;

function renameKeys(item: Item, p: Parameters): Item {
  const json = structuredClone(item.json);
  for (const { currentKey, newKey } of p.keys) {
    // As n8n: a row without both keys, or with the same key twice, does nothing; the value is read from
    // the item as it came in, so a key the item lacks is skipped and nothing is created under the new name.
    if (currentKey === '' || newKey === '' || currentKey === newKey) continue;
    const value = getPath(item.json, currentKey);
    if (value === undefined) continue;
    setPath(json, newKey, structuredClone(value));
    deletePath(json, currentKey);
  }
  for (const r of p.additionalOptions.regexReplacement) {
    if (r.searchRegex !== '') renameKeysByRegex(json, r);
  }
  return item.binary ? { json, binary: item.binary } : { json };
}

export const renameKeysNode = defineNode({
  type: 'rename-keys',
  version: 1,
  displayName: 'Rename Keys',
  group: 'data',
  words: ['rename keys'],
  description: 'Renames fields of each item.',
  documentation: [
    'Each pair moves the value at "current key" to "new key", in order; dot paths (`a.b`) reach and create',
    'nested fields (the emptied parent stays, as in n8n). A current key the item lacks is skipped; each pair',
    'reads the item as it came in. Regex replacements then rename every key the expression matches (first',
    'match replaced, `$1` works), at any depth or down to "max depth" (0 is the top level only).',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters,
  imports: {
    n8n: ['n8n-nodes-base.renameKeys'],
  },
  async execute(ctx, [input = []]) {
    return [input.map((item, i) => renameKeys(item, ctx.parameters(i)))];
  },
});
