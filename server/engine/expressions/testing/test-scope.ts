import type { ExpressionScope } from '../expression-scope';

/** A scope for tests: two input items, one earlier node, fixed clock in Zurich (UTC+1 in November). */
export function testScope(overrides: Partial<ExpressionScope> = {}): ExpressionScope {
  return {
    inputItems: [
      { json: { name: 'Ada', n: 21, tags: ['x', 'y'], nested: { deep: { v: 1 } }, 'odd key': 'k' } },
      { json: { name: 'Bob', n: 2 } },
    ],
    itemIndex: 0,
    runIndex: 0,
    nodes: {
      'Get user': { items: [{ json: { id: 7, email: 'ada@example.com' } }, { json: { id: 8 } }] },
      Loop: { items: [{ json: {} }], context: { noItemsLeft: false, currentRunIndex: 2 } },
    },
    vars: { region: 'eu' },
    workflow: { id: 'wf1', name: 'Demo', active: true },
    execution: { id: 'ex1', mode: 'manual' },
    now: new Date('2026-11-24T10:30:00.000Z'),
    timezone: 'Europe/Zurich',
    ...overrides,
  };
}
