import { describe, expect, it } from 'vitest';
import { translateItemLists } from './item-lists';

describe('Item Lists (n8n v1-v3) onto our nodes', () => {
  it('reads v1-v2 field lists as names and v3 text as it is', () => {
    expect(
      translateItemLists({
        operation: 'removeDuplicates',
        compare: 'selectedFields',
        fieldsToCompare: { fields: [{ fieldName: 'a' }, { fieldName: 'b' }] },
      }),
    ).toEqual({
      type: 'remove-duplicates',
      parameters: { compare: 'selectedFields', fieldsToCompare: ['a', 'b'] },
    });
    expect(
      translateItemLists({ operation: 'concatenateItems', resource: 'itemList', fieldsToInclude: 'a, b' }, 3),
    ).toEqual({ type: 'aggregate', parameters: { fieldsToInclude: 'a, b' } });
    expect(translateItemLists({ operation: 'aggregateItems' }, 2)).toMatchObject({
      parameters: { requireFields: true },
    });
  });

  it('splits out by default, sorts in lower case and gives summaries as text', () => {
    expect(translateItemLists({ fieldToSplitOut: 'x' })).toMatchObject({ type: 'split-out' });
    expect(translateItemLists({ operation: 'sort', sortFieldsUi: {} })).toMatchObject({
      type: 'sort',
      parameters: { textOrder: 'lowercase', requireFields: true },
    });
    expect(translateItemLists({ operation: 'summarize' })).toMatchObject({
      parameters: { groupValues: 'text' },
    });
  });

  it('turns a sort by code into a Code node, and says why when it cannot', () => {
    const code = translateItemLists({ operation: 'sort', type: 'code', code: 'return a.json.x - b.json.x;' });
    expect(code).toMatchObject({ type: 'code', parameters: { mode: 'runOnceForAllItems' } });
    expect(translateItemLists({ operation: 'sort', type: 'code', code: 'a < b' })).toEqual({
      reason: 'its sort code does not return a value (parameter "code")',
    });
    expect(translateItemLists({ operation: 'pivot' })).toEqual({
      reason: 'the Item Lists operation "pivot" has no AIZ node (parameter "operation")',
    });
  });
});
