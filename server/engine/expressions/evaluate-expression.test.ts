import { beforeAll, describe, expect, it } from 'vitest';
import { createSandboxRunner, type SandboxRunner } from '../sandbox';
import { createExpressionEvaluator, type ExpressionEvaluator } from './evaluate-expression';
import { ExpressionError } from './expression-error';
import { testScope } from './testing/test-scope';

let runner: SandboxRunner;
let evaluator: ExpressionEvaluator;
let sandboxRuns = 0;
beforeAll(async () => {
  runner = await createSandboxRunner();
  const counting: SandboxRunner = {
    run: (program) => {
      sandboxRuns += 1;
      return runner.run(program);
    },
  };
  evaluator = createExpressionEvaluator(counting);
});

const at = { nodeName: 'Set', parameter: 'value' };
const ev = (raw: string, scope = testScope()) => evaluator.evaluate(raw, scope, at);

describe('expression types', () => {
  it('keeps the type of a lone ={{ }}', () => {
    expect(ev('={{ 1 + 1 }}')).toBe(2);
    expect(ev('={{ [1, 2] }}')).toEqual([1, 2]);
    expect(ev('={{ { a: 1 } }}')).toEqual({ a: 1 });
    expect(ev('={{ true }}')).toBe(true);
    expect(ev('={{ null }}')).toBeNull();
  });

  it('renders templates into strings', () => {
    expect(ev('a {{ 1 }} b')).toBe('a 1 b');
    expect(ev('={{ 1 }}{{ 2 }}')).toBe('12');
    expect(ev('obj {{ { a: 1 } }} nothing {{ null }}')).toBe('obj {"a":1} nothing ');
  });

  it('treats = before plain text, and plain text, as literals', () => {
    expect(ev('=hello')).toBe('hello');
    expect(ev('hello')).toBe('hello');
  });
});

describe('the fast path', () => {
  it('never enters the sandbox for plain property paths', () => {
    const before = sandboxRuns;
    expect(ev('={{ $json.name }}')).toBe('Ada');
    expect(ev("Hi {{ $('Get user').item.json.email }}")).toBe('Hi ada@example.com');
    expect(sandboxRuns).toBe(before);
    expect(ev('={{ $json.name.toUpperCase() }}')).toBe('ADA');
    expect(sandboxRuns).toBe(before + 1);
  });
});

describe('$ helpers in the sandbox', () => {
  it('$json and $binary', () => {
    expect(ev('={{ $json.n * 2 }}')).toBe(42);
    expect(ev('={{ Object.keys($binary).length }}')).toBe(0);
  });

  it('$input.all(), first(), last(), item', () => {
    expect(ev('={{ $input.all().map(i => i.json.name).join(",") }}')).toBe('Ada,Bob');
    expect(ev('={{ $input.first().json.name + $input.last().json.name }}')).toBe('AdaBob');
    expect(ev('={{ $input.item.json.n + 1 }}')).toBe(22);
  });

  it("$('Node') and $node[...]: json, item, all(), context", () => {
    expect(ev("={{ $('Get user').json.id + 1 }}")).toBe(8);
    expect(ev("={{ $('Get user').item.json.id * 1 }}")).toBe(7);
    expect(ev("={{ $('Get user').all().length }}")).toBe(2);
    expect(ev('={{ $node["Get user"].json.email.toUpperCase() }}')).toBe('ADA@EXAMPLE.COM');
    expect(ev("={{ $('Loop').context.noItemsLeft === false }}")).toBe(true);
  });

  it('$vars, $workflow, $execution, $itemIndex, $runIndex', () => {
    expect(ev('={{ $vars.region.toUpperCase() }}')).toBe('EU');
    expect(ev('={{ $workflow.id + "/" + $execution.id + "/" + $execution.mode }}')).toBe('wf1/ex1/manual');
    expect(ev('={{ $itemIndex + 10 }}', testScope({ itemIndex: 1 }))).toBe(11);
    expect(ev('={{ $runIndex + 1 }}', testScope({ runIndex: 3 }))).toBe(4);
  });

  it('$now and $today in the workflow time zone', () => {
    expect(ev('={{ $now.toISO() }}')).toBe('2026-11-24T11:30:00.000+01:00');
    expect(ev('={{ $today.toISO() }}')).toBe('2026-11-24T00:00:00.000+01:00');
    expect(ev('={{ $now.year * 1 }}')).toBe(2026);
    expect(ev("={{ $now.plus({ days: 7 }).toFormat('yyyy-MM-dd HH:mm') }}")).toBe('2026-12-01 11:30');
    expect(ev('={{ $now.minus({ months: 1 }).toISODate() }}')).toBe('2026-10-24');
    expect(ev("={{ $now.startOf('month').toFormat('cccc d LLLL') }}")).toBe('Sunday 1 November');
    expect(
      ev(
        "={{ DateTime.fromISO('2026-01-01T00:00:00Z').diff(DateTime.fromISO('2025-12-31T00:00:00Z'), 'days').days }}",
      ),
    ).toBe(1);
    expect(ev('={{ $now }}')).toBe('2026-11-24T11:30:00.000+01:00');
  });

  it('plus and minus with a number and a unit, as n8n writes them; an unknown unit is an error', () => {
    expect(ev("={{ '2024-01-15'.toDateTime().plus(1, 'day').toISODate() }}")).toBe('2024-01-16');
    expect(ev("={{ '2024-01-15'.toDateTime().plus(2, 'days').toISODate() }}")).toBe('2024-01-17');
    expect(ev("={{ '2024-01-31'.toDateTime().plus(1, 'month').toISODate() }}")).toBe('2024-02-29');
    expect(ev("={{ '2024-01-15'.toDateTime().minus(1, 'week').toISODate() }}")).toBe('2024-01-08');
    expect(ev("={{ '2024-01-15'.toDateTime().plus(1, 'quarter').toISODate() }}")).toBe('2024-04-15');
    expect(ev("={{ $now.minus({ hours: 2 }).toFormat('HH:mm') }}")).toBe('09:30');
    expect(() => ev("={{ $now.plus(1, 'fortnight') }}")).toThrow(/Invalid unit fortnight/);
    expect(() => ev('={{ $now.plus({ days: "two" }) }}')).toThrow(/Invalid unit value two/);
  });

  it('string, number, array and object helpers', () => {
    expect(ev('={{ "hello world".toTitleCase() }}')).toBe('Hello World');
    expect(ev('={{ "Hello World".toSnakeCase() }}')).toBe('hello_world');
    expect(ev('={{ "mail me: ada@example.com".extractEmail() }}')).toBe('ada@example.com');
    expect(ev('={{ "ada@example.com".isEmail() }}')).toBe(true);
    expect(ev('={{ "42".toInt() + 1 }}')).toBe(43);
    expect(ev('={{ (3.14159).round(2) }}')).toBe(3.14);
    expect(ev('={{ [1, 2, 3].sum() }}')).toBe(6);
    expect(ev('={{ [1, 1, 2].unique() }}')).toEqual([1, 2]);
    expect(ev('={{ [1, 2, 3, 4, 5].chunk(2) }}')).toEqual([[1, 2], [3, 4], [5]]);
    expect(ev('={{ $input.all().map(i => i.json).pluck("name") }}')).toEqual(['Ada', 'Bob']);
    expect(ev('={{ $json.isEmpty() }}')).toBe(false);
    expect(ev('={{ $json.hasField("name") }}')).toBe(true);
    expect(ev('={{ "".isEmpty() && [].isEmpty() && {}.isEmpty() }}')).toBe(true);
  });
});

describe('errors', () => {
  const failure = (raw: string): ExpressionError => {
    try {
      ev(raw);
    } catch (error) {
      if (error instanceof ExpressionError) return error;
      throw error;
    }
    throw new Error('no error');
  };

  it('names the node, the parameter and the expression', () => {
    const e = failure('={{ $json.nope.deeper.x }}');
    expect(e.nodeName).toBe('Set');
    expect(e.parameter).toBe('value');
    expect(e.expression).toBe('$json.nope.deeper.x');
    expect(e.message).toContain('node "Set"');
    expect(e.message).toContain('parameter "value"');
    expect(e.message).toContain('$json.nope.deeper.x');
  });

  it('reports syntax errors, thrown errors, unknown nodes and timeouts', () => {
    expect(failure('={{ 1 + }}').kind).toBe('syntax');
    expect(failure('={{ (() => { throw new Error("custom") })() }}').reason).toContain('custom');
    expect(failure("={{ $('Nope').json.x }}").reason).toContain('Referenced node doesn\'t exist: "Nope"');
    expect(failure('={{ (() => { while (true) {} })() }}').kind).toBe('timeout');
  });

  it('asks for () when the value is a function', () => {
    expect(failure('={{ $input.all }}').reason).toBe(
      'TypeError: the result is a function: add () to call it',
    );
  });

  it('names the parameter path when resolving a whole parameter object', () => {
    try {
      evaluator.resolveParameters({ options: { list: ['ok', '={{ nope() }}'] } }, testScope(), 'Edit');
      throw new Error('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(ExpressionError);
      expect((error as ExpressionError).parameter).toBe('options.list[1]');
      expect((error as ExpressionError).nodeName).toBe('Edit');
    }
  });
});

describe('resolveParameters', () => {
  it('evaluates every string and keeps other values', () => {
    expect(
      evaluator.resolveParameters(
        { a: '={{ $json.n + 1 }}', b: 3, c: ['x {{ $json.name }}', false], d: { e: '=plain' } },
        testScope(),
        'Set',
      ),
    ).toEqual({ a: 22, b: 3, c: ['x Ada', false], d: { e: 'plain' } });
  });
});

describe('helper detection', () => {
  it('loads the helpers only for sources that call one', async () => {
    const { usesHelpers } = await import('./n8n-helpers-prelude');
    expect(usesHelpers('$json.n * 2')).toBe(false);
    expect(usesHelpers('"x".toTitleCase()')).toBe(true);
    expect(usesHelpers('[1].sum ()')).toBe(true);
    expect(usesHelpers('$json.isEmpty()')).toBe(true);
  });
});

describe('typeErrors: empty (n8n compatibility)', () => {
  it('gives undefined for a TypeError, on the fast path and in the sandbox, and still throws other errors', async () => {
    const lenient = createExpressionEvaluator(await createSandboxRunner(), { typeErrors: 'empty' });
    const scope = testScope();
    expect(lenient.evaluate('={{ $json.nope.x }}', scope, at)).toBeUndefined();
    expect(lenient.evaluate('a{{ $json.nope.x.toUpperCase() }}b', scope, at)).toBe('ab');
    expect(() => lenient.evaluate('={{ nope }}', scope, at)).toThrow(ExpressionError);
    expect(() => lenient.evaluate('={{ 1 + }}', scope, at)).toThrow(ExpressionError);
  });
});
