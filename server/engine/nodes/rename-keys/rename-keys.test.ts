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

  it("renames keys by regex at any depth or down to a depth, as n8n's regex replacement does", async () => {
    const input = [items({ regex: 1, nested: { regexp: 2, list: [{ reg: 3 }] }, REG: 4 })];
    const all = await executeForTest(
      renameKeysNode,
      {
        additionalOptions: {
          regexReplacement: { replacements: [{ searchRegex: 'reg(e?)', replaceRegex: 'x$1', options: {} }] },
        },
      },
      input,
    );
    expect(jsonOf(all)).toEqual([{ xex: 1, nested: { xexp: 2, list: [{ x: 3 }] }, REG: 4 }]);
    const top = await executeForTest(
      renameKeysNode,
      {
        additionalOptions: {
          regexReplacement: {
            replacements: [
              { searchRegex: 'reg', replaceRegex: 'y', options: { depth: 0, caseInsensitive: true } },
            ],
          },
        },
      },
      input,
    );
    expect(jsonOf(top)).toEqual([{ yex: 1, nested: { regexp: 2, list: [{ reg: 3 }] }, y: 4 }]);
    await expect(
      executeForTest(
        renameKeysNode,
        {
          additionalOptions: { regexReplacement: { replacements: [{ searchRegex: '(', replaceRegex: '' }] } },
        },
        input,
      ),
    ).rejects.toThrow('parameter searchRegex');
  });

  it('reads each pair from the item as it came in, and ignores rows without both keys', async () => {
    const out = await executeForTest(
      renameKeysNode,
      {
        keys: [{ currentKey: 'a', newKey: 'b' }, { currentKey: 'b', newKey: 'c' }, { currentKey: 'd' }],
      },
      [items({ a: 1, d: 2 })],
    );
    expect(jsonOf(out)).toEqual([{ b: 1, d: 2 }]);
  });
});
