import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { childRunIdFor } from './sub-workflow-port';

describe('childRunIdFor', () => {
  it('gives one valid UUID per key, the same every time', () => {
    const id = childRunIdFor('wf:run-1:call:0:0');
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(childRunIdFor('wf:run-1:call:0:0')).toBe(id);
    expect(childRunIdFor('wf:run-1:call:1:0')).not.toBe(id);
  });
});
