import { describe, expect, it } from 'vitest';
import { envNotSet, tryFastPath } from './fast-path';
import { testScope } from './testing/test-scope';

const scope = testScope();
const fast = (e: string) => tryFastPath(e, scope);

describe('tryFastPath', () => {
  it('reads $json paths with dots, quoted keys and indexes', () => {
    expect(fast('$json.name')).toEqual({ hit: true, value: 'Ada' });
    expect(fast('$json.nested.deep.v')).toEqual({ hit: true, value: 1 });
    expect(fast('$json["odd key"]')).toEqual({ hit: true, value: 'k' });
    expect(fast("$json['tags'][1]")).toEqual({ hit: true, value: 'y' });
    expect(fast('$json.missing')).toEqual({ hit: true, value: undefined });
  });

  it('reads $input, $() and $node paths', () => {
    expect(fast('$input.item.json.n')).toEqual({ hit: true, value: 21 });
    expect(fast('$input.first().json.name')).toEqual({ hit: true, value: 'Ada' });
    expect(fast('$input.last().json.name')).toEqual({ hit: true, value: 'Bob' });
    expect(fast("$('Get user').item.json.email")).toEqual({ hit: true, value: 'ada@example.com' });
    expect(fast('$node["Get user"].json.id')).toEqual({ hit: true, value: 7 });
    expect(fast("$('Loop').context.currentRunIndex")).toEqual({ hit: true, value: 2 });
  });

  it('reads $vars, $itemIndex, $runIndex, $workflow, $execution, $now and $today', () => {
    expect(fast('$vars.region')).toEqual({ hit: true, value: 'eu' });
    expect(fast("$env['region']")).toEqual({ hit: true, value: 'eu' });
    expect(() => fast('$env.NOPE')).toThrow(envNotSet('NOPE'));
    expect(fast('$env')).toEqual({ hit: false });
    expect(fast('$itemIndex')).toEqual({ hit: true, value: 0 });
    expect(fast('$runIndex')).toEqual({ hit: true, value: 0 });
    expect(fast('$workflow.name')).toEqual({ hit: true, value: 'Demo' });
    expect(fast('$execution.id')).toEqual({ hit: true, value: 'ex1' });
    expect(fast('$now')).toEqual({ hit: true, value: '2026-11-24T11:30:00.000+01:00' });
    expect(fast('$today')).toEqual({ hit: true, value: '2026-11-24T00:00:00.000+01:00' });
  });

  it('leaves everything else to the sandbox', () => {
    for (const e of [
      '$json.name.length',
      '$json.name.toUpperCase()',
      '$json.n + 1',
      '$now.year',
      "$('Nope').item.json.x",
      '$input.items',
      '$json.constructor',
    ]) {
      expect(fast(e), e).toEqual(
        e === '$json.constructor' ? { hit: true, value: undefined } : { hit: false },
      );
    }
  });

  it('reads an array length, an own property', () => {
    expect(fast('$json.tags.length')).toEqual({ hit: true, value: 2 });
  });

  it('fails like JavaScript when a path goes through undefined', () => {
    expect(() => fast('$json.missing.x')).toThrow("Cannot read properties of undefined (reading 'x')");
  });
});
