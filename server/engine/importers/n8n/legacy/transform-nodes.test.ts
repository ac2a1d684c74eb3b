import { describe, expect, it } from 'vitest';
import { translateRemoveDuplicates, translateSort } from './transform-nodes';

describe("n8n's Sort and Remove Duplicates", () => {
  it('runs a sort by code as a Code node and a sort by fields as our Sort', () => {
    const code = translateSort({ type: 'code', code: 'return a.json.x - b.json.x;' });
    expect(code).toMatchObject({ type: 'code', parameters: { mode: 'runOnceForAllItems' } });
    expect(translateSort({ sortFieldsUi: { sortField: [{ fieldName: 'id' }] }, code: 'unused' })).toEqual({
      type: 'sort',
      parameters: { sortFieldsUi: { sortField: [{ fieldName: 'id' }] } },
    });
    expect(translateSort({ type: 'code', code: 'a < b' })).toEqual({
      reason: 'its sort code does not return a value (parameter "code")',
    });
  });

  it('runs Remove Duplicates within the input, and says why the other v2 operations do not run', () => {
    expect(translateRemoveDuplicates({ compare: 'selectedFields', fieldsToCompare: 'a' }, 1)).toEqual({
      type: 'remove-duplicates',
      parameters: { compare: 'selectedFields', fieldsToCompare: 'a' },
    });
    expect(
      translateRemoveDuplicates({ operation: 'removeDuplicateInputItems', compare: 'allFields' }, 2),
    ).toEqual({
      type: 'remove-duplicates',
      parameters: { compare: 'allFields' },
    });
    const seen = translateRemoveDuplicates(
      { operation: 'removeItemsSeenInPreviousExecutions', dedupeField: 'id' },
      2,
    );
    expect(seen).toEqual({
      reason:
        'Remove Duplicates "removeItemsSeenInPreviousExecutions" keeps items seen in earlier executions, which AIZ does not store (parameter "operation")',
    });
  });
});
