import { describe, expect, it } from 'vitest';
import { contractCases, DuplicateRegistryId, defineRegistry } from './registry';

describe('defineRegistry', () => {
  const nodes = defineRegistry('workflow node type', [
    { id: 'trigger', label: 'Trigger' },
    { id: 'send-mail', label: 'Send mail' },
  ]);

  it('keeps the order and finds entries by id', () => {
    expect(nodes.ids).toEqual(['trigger', 'send-mail']);
    expect(nodes.get('send-mail').label).toBe('Send mail');
    expect(nodes.find('nope')).toBeUndefined();
    expect(() => nodes.get('nope')).toThrow('No workflow node type has the id "nope".');
  });

  it('refuses two entries with the same id', () => {
    expect(() => defineRegistry('integration', [{ id: 'slack' }, { id: 'slack' }])).toThrow(
      DuplicateRegistryId,
    );
  });

  it('gives one contract case per entry', () => {
    expect(contractCases(nodes).map(([id]) => id)).toEqual(['trigger', 'send-mail']);
  });
});
