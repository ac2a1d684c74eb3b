import { describe, expect, it } from 'vitest';
import { executeForTest, items, jsonOf } from '../execute-for-test';
import { renameKeysNode } from './definition';

describe('rename keys', () => {
  it('renames top-level keys in order and skips missing ones', async () => {
    const out = await executeForTest(
      renameKeysNode,
      {
        keys: [
          { currentKey: 'a', newKey: 'b' },
          { currentKey: 'missing', newKey: 'x' },
        ],
      },
      [items({ a: 1, c: 2 })],
    );
    expect(jsonOf(out)).toEqual([{ b: 1, c: 2 }]);
  });

  it('moves nested fields and creates the new path', async () => {
    const input = items({ user: { first: 'Ann', last: 'Lee' } });
    const out = await executeForTest(
      renameKeysNode,
      { keys: [{ currentKey: 'user.first', newKey: 'name.given' }] },
      [input],
    );
    expect(jsonOf(out)).toEqual([{ user: { last: 'Lee' }, name: { given: 'Ann' } }]);
    expect(input[0]!.json).toEqual({ user: { first: 'Ann', last: 'Lee' } });
  });

  it("reads n8n's own parameter shape (keys.key)", async () => {
    const out = await executeForTest(renameKeysNode, { keys: { key: [{ currentKey: 'a', newKey: 'z' }] } }, [
      items({ a: 1 }),
    ]);
    expect(jsonOf(out)).toEqual([{ z: 1 }]);
  });
});
