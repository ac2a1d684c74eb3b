import { describe, expect, it } from 'vitest';
import {
  type Condition,
  type Conditions,
  conditionsSchema,
  evaluateCondition,
  evaluateConditions,
} from './conditions';

const strict = conditionsSchema.parse({}).options;
const loose = { ...strict, typeValidation: 'loose' as const };

function check(type: string, operation: string, leftValue: unknown, rightValue?: unknown, options = strict) {
  const condition = { leftValue, rightValue, operator: { type, operation } } as Condition;
  return evaluateCondition(condition, options, 'test');
}

describe('conditions', () => {
  it.each([
    ['string', 'equals', 'a', 'a', true],
    ['string', 'notEquals', 'a', 'b', true],
    ['string', 'contains', 'hello', 'ell', true],
    ['string', 'notContains', 'hello', 'xyz', true],
    ['string', 'startsWith', 'hello', 'he', true],
    ['string', 'endsWith', 'hello', 'lo', true],
    ['string', 'notEndsWith', 'hello', 'lo', false],
    ['string', 'regex', 'abc123', '\\d+', true],
    ['string', 'regex', 'ABC', '/abc/i', true],
    ['string', 'notRegex', 'abc', '^\\d', true],
    ['string', 'empty', '', undefined, true],
    ['string', 'notEmpty', 'x', undefined, true],
    ['string', 'exists', null, undefined, false],
    ['number', 'gt', 5, 3, true],
    ['number', 'lt', 5, 3, false],
    ['number', 'gte', 3, 3, true],
    ['number', 'lte', 4, 3, false],
    ['number', 'equals', 3, 3, true],
    ['dateTime', 'after', '2026-01-02', '2026-01-01', true],
    ['dateTime', 'before', '2026-01-02', '2026-01-01', false],
    ['dateTime', 'equals', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00.000Z', true],
    ['boolean', 'true', true, undefined, true],
    ['boolean', 'false', true, undefined, false],
    ['boolean', 'notEquals', true, false, true],
  ])('%s %s: %j vs %j → %s', (type, operation, left, right, expected) => {
    expect(check(type, operation, left, right)).toBe(expected);
  });

  describe('case sensitivity (options.caseSensitive, true unless turned off)', () => {
    const insensitive = { ...strict, caseSensitive: false };
    // [operation, left, right]: the right value differs from the left only in case, so the positive
    // operation matches only when case is ignored, and its "not" form the other way round.
    const differingInCase = [
      ['equals', 'Hello World', 'hello world'],
      ['contains', 'Hello World', 'LO WO'],
      ['startsWith', 'Hello World', 'HELLO'],
      ['endsWith', 'Hello World', 'WORLD'],
    ] as const;
    const negated = {
      equals: 'notEquals',
      contains: 'notContains',
      startsWith: 'notStartsWith',
      endsWith: 'notEndsWith',
    };

    it.each(differingInCase)('%s: %j vs %j matches only when case is ignored', (operation, left, right) => {
      expect(check('string', operation, left, right)).toBe(false);
      expect(check('string', operation, left, right, insensitive)).toBe(true);
    });

    it.each(differingInCase)('not %s: %j vs %j matches only when case counts', (operation, left, right) => {
      expect(check('string', negated[operation], left, right)).toBe(true);
      expect(check('string', negated[operation], left, right, insensitive)).toBe(false);
    });

    it.each(differingInCase)('%s: the same case matches either way', (operation, left) => {
      const right = { equals: left, contains: 'lo Wo', startsWith: 'Hello', endsWith: 'World' }[operation];
      for (const options of [strict, insensitive]) {
        expect(check('string', operation, left, right, options)).toBe(true);
        expect(check('string', negated[operation], left, right, options)).toBe(false);
      }
    });

    it('folds the left value too, and a regex follows the option, with or without flags of its own', () => {
      expect(check('string', 'contains', 'HELLO', 'ell', insensitive)).toBe(true);
      expect(check('string', 'contains', 'hello', 'ELL', insensitive)).toBe(true);
      expect(check('string', 'regex', 'HELLO', '^hel')).toBe(false);
      expect(check('string', 'regex', 'HELLO', '^hel', insensitive)).toBe(true);
      expect(check('string', 'notRegex', 'HELLO', '^hel', insensitive)).toBe(false);
      expect(check('string', 'regex', 'HELLO', '/^hel/')).toBe(false);
      expect(check('string', 'regex', 'HELLO', '/^hel/', insensitive)).toBe(true);
      expect(check('string', 'regex', 'HELLO', '/^hel/i')).toBe(true);
    });

    it('reaches the conditions of the If, Filter and Switch nodes through their parsed options', () => {
      const parsed = (options: unknown) =>
        conditionsSchema.parse({
          conditions: [
            {
              leftValue: 'Order SHIPPED',
              rightValue: 'shipped',
              operator: { type: 'string', operation: 'contains' },
            },
          ],
          options,
        });
      expect(evaluateConditions(parsed(undefined), 0)).toBe(false);
      expect(evaluateConditions(parsed({}), 0)).toBe(false);
      expect(evaluateConditions(parsed({ caseSensitive: true }), 0)).toBe(false);
      expect(evaluateConditions(parsed({ caseSensitive: false }), 0)).toBe(true);
    });
  });

  it('fails on a wrong type when strict, converts when loose', () => {
    expect(() => check('number', 'gt', '5', 3)).toThrow(
      "Wrong type: '5' is a string but was expecting a number [test]",
    );
    expect(check('number', 'gt', '5', 3, loose)).toBe(true);
    expect(check('boolean', 'true', 'true', undefined, loose)).toBe(true);
  });

  it('joins with and / or; no conditions is true', () => {
    const two = (combinator: 'and' | 'or'): Conditions =>
      conditionsSchema.parse({
        combinator,
        conditions: [
          { leftValue: 1, rightValue: 1, operator: { type: 'number', operation: 'equals' } },
          { leftValue: 1, rightValue: 2, operator: { type: 'number', operation: 'equals' } },
        ],
      });
    expect(evaluateConditions(two('and'), 0)).toBe(false);
    expect(evaluateConditions(two('or'), 0)).toBe(true);
    expect(evaluateConditions(conditionsSchema.parse({}), 0)).toBe(true);
  });
});
