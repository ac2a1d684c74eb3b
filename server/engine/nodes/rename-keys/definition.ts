/** Rename Keys (n8n's RenameKeys): moves fields to new names; dot paths move nested fields. */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { deletePath, getPath, hasPath, setPath } from '../set/field-path';
import { rowList } from '../set/n8n-shapes';

const parameters = z.object({
  keys: rowList(z.object({ currentKey: z.string().min(1), newKey: z.string().min(1) }), 'key'),
});

function renameKeys(item: Item, keys: z.output<typeof parameters>['keys']): Item {
  const json = structuredClone(item.json);
  for (const { currentKey, newKey } of keys) {
    // A key that is absent is skipped, as in n8n: nothing is created under the new name.
    if (!hasPath(json, currentKey)) continue;
    const value = getPath(json, currentKey);
    deletePath(json, currentKey);
    setPath(json, newKey, value);
  }
  return item.binary ? { json, binary: item.binary } : { json };
}

export const renameKeysNode = defineNode({
  type: 'rename-keys',
  version: 1,
  displayName: 'Rename Keys',
  group: 'data',
  description: 'Renames fields of each item.',
  documentation: [
    'Each pair moves the value at "current key" to "new key", in order; dot paths (`a.b`) reach and create',
    'nested fields. A current key the item lacks is skipped.',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters,
  async execute(ctx, [input = []]) {
    return [input.map((item, i) => renameKeys(item, ctx.parameters(i).keys))];
  },
});
