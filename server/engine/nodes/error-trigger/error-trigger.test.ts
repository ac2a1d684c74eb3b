import { describe, expect, it } from 'vitest';
import { items, runNode } from '../testing';
import { EXAMPLE_ERROR_ITEM, errorTriggerNode } from './definition';

describe('error trigger', () => {
  it('passes on the error item the failed run sent', async () => {
    const error = { execution: { id: 'r1', error: { message: 'boom' } }, workflow: { id: 'w1', name: 'W' } };
    expect(await runNode(errorTriggerNode, [items(error)])).toEqual([items(error)]);
  });

  it("gives n8n's example item when run by hand", async () => {
    expect(await runNode(errorTriggerNode, [items({})])).toEqual([items(EXAMPLE_ERROR_ITEM)]);
  });
});
