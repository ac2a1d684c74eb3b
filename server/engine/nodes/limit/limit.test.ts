import { describe, expect, it } from 'vitest';
import { executeForTest, items, jsonOf } from '../execute-for-test';
import { limitNode } from './definition';

const input = items({ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 });

describe('limit', () => {
  it('keeps the first item by default, or the first N', async () => {
    expect(jsonOf(await executeForTest(limitNode, {}, [input]))).toEqual([{ n: 1 }]);
    expect(jsonOf(await executeForTest(limitNode, { maxItems: 2 }, [input]))).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('keeps the last N in their order, and all items when there are fewer', async () => {
    expect(jsonOf(await executeForTest(limitNode, { maxItems: 2, keep: 'lastItems' }, [input]))).toEqual([
      { n: 3 },
      { n: 4 },
    ]);
    expect(jsonOf(await executeForTest(limitNode, { maxItems: 10 }, [input]))).toHaveLength(4);
  });

  it('refuses a limit below one', () => {
    expect(() => limitNode.parameters.parse({ maxItems: 0 })).toThrow();
  });
});
