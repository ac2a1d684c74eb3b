import { describe, expect, it } from 'vitest';
import { likePattern, parseDealFilter } from './deal-filter';
import { mayMove } from './move-deal';

describe('parseDealFilter', () => {
  it('reads the filter JSON, empty as no filter', () => {
    expect(parseDealFilter(undefined)).toEqual({});
    expect(parseDealFilter('')).toEqual({});
    expect(parseDealFilter('{"status":"open","rotting":true,"q":" roof "}')).toEqual({
      status: 'open',
      rotting: true,
      q: 'roof',
    });
  });
  it('refuses bad JSON and bad fields with a 400 naming the field', () => {
    expect(() => parseDealFilter('{')).toThrow('The filter is not valid JSON.');
    expect(() => parseDealFilter('{"minValueCents":-1}')).toThrow(/^filter\.minValueCents: /);
    expect(() => parseDealFilter('{"stageIds":["x"]}')).toThrow('filter.stageIds.0: That is not a stage id.');
    expect(() => parseDealFilter('[]')).toThrow(/^filter: /);
  });
});

describe('likePattern', () => {
  it('matches %, _ and \\ literally', () => {
    expect(likePattern('100%')).toBe('%100\\%%');
    expect(likePattern('a_b\\c')).toBe('%a\\_b\\\\c%');
  });
});

describe('mayMove', () => {
  const setterStage = { setterMay: true };
  const closerStage = { setterMay: false };
  it('lets a setter move only between setter stages', () => {
    expect(mayMove('setter', setterStage, setterStage)).toBe(true);
    expect(mayMove('setter', setterStage, closerStage)).toBe(false);
    expect(mayMove('setter', closerStage, setterStage)).toBe(false);
  });
  it('lets closers and managers move anywhere', () => {
    for (const role of ['closer', 'manager'] as const) {
      expect(mayMove(role, setterStage, closerStage)).toBe(true);
      expect(mayMove(role, closerStage, setterStage)).toBe(true);
    }
  });
});
