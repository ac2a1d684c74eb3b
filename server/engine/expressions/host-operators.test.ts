import { beforeAll, describe, expect, it } from 'vitest';
import { createSandboxRunner, type SandboxRunner } from '../sandbox';
import { createExpressionEvaluator, type ExpressionEvaluator } from './evaluate-expression';
import { tryHostOperators } from './host-operators';
import { testScope } from './testing/test-scope';

const scope = testScope({
  inputItems: [
    {
      json: {
        name: 'Ada',
        n: 21,
        f: 1.5,
        zero: 0,
        empty: '',
        yes: true,
        none: null,
        num: '7',
        tags: ['x', 'y'],
        nested: { deep: { v: 1 } },
      },
    },
  ],
});

/** Expressions the host evaluates: each must give exactly what the sandbox gives. */
const HOST = [
  "'hello ' + $json.name",
  '$json.n * 2',
  '$json.n + $json.f',
  '$json.n - 1 - 1',
  '2 ** 3 ** 2',
  '(2 ** 3) ** 2',
  '$json.n % 4',
  '$json.n / 4',
  '-$json.n',
  '+$json.num',
  '$json.num * 2',
  '$json.num + 1',
  '$json.n > 20',
  "$json.name === 'Ada'",
  "$json.name !== 'Ada'",
  '$json.num == 7',
  '$json.none == undefined',
  '$json.none === undefined',
  '$json.missing != null',
  "$json.name < 'B'",
  '$json.n >= 21 && $json.n <= 30',
  "$json.n > 100 ? 'big' : 'small'",
  "$json.yes ? $json.zero ? 'a' : 'b' : 'c'",
  "$json.missing ?? 'none'",
  "$json.zero ?? 'none'",
  "$json.zero || 'fallback'",
  '$json.empty || $json.name',
  '$json.name && $json.n',
  '!$json.yes',
  '!!$json.empty',
  'typeof $json.n',
  'typeof $json.missing',
  "$json.tags[1] + '!'",
  "$json['nested'].deep.v + 1",
  "$input.item.json.n + $('Get user').item.json.id",
  '$node["Get user"].json.id * 10',
  "'a' + 1 + 2",
  "1 + 2 + 'a'",
  "'it\\'s ' + \"ok\"",
  '0.1 + 0.2',
  '1e3 + .5',
  'true + 1',
  'null + 1',
  "$json.missing + 'x'",
  '$json.yes ? $json.tags : $json.nested',
  '($json.n + 1) * (2 - 1)',
  '$vars.region + $itemIndex',
];

/** Expressions the host leaves to the sandbox. */
const SANDBOX = [
  '$json.name.toUpperCase()',
  '$json.tags.length',
  'Math.max(1, 2)',
  "$json.tags + 'x'",
  "$json.nested + ''",
  '$json.tags === $json.tags',
  '$json.n / 0',
  '-$json.zero',
  `\`hi \${$json.name}\``,
  '$json.n = 2',
  "$json.missing ?? $json.n || 'x'",
  '-2 ** 2',
  '$now.toISO()',
  "$now + ''",
  '$input.all().length',
  '$json.n++',
  '[1, 2]',
  '{ a: 1 }',
  "$json.name ? 'a' : $json.name.split('')",
  '$json.n in $json',
  'x + 1',
];

let runner: SandboxRunner;
let sandboxed: ExpressionEvaluator;
beforeAll(async () => {
  runner = await createSandboxRunner();
  // The sandbox alone: a runner that never sees the host path.
  sandboxed = createExpressionEvaluator(runner);
});

const inSandbox = (expression: string) => {
  const outcome = runner.run({
    kind: 'expression',
    source: expression,
    input: { scope: {} },
    preludes: [],
    limits: {},
  });
  return outcome;
};

describe('tryHostOperators', () => {
  it.each(HOST)('evaluates %s on the host', (expression) => {
    const host = tryHostOperators(expression, scope);
    expect(host.hit).toBe(true);
  });

  it.each(SANDBOX)('leaves %s to the sandbox', (expression) => {
    expect(tryHostOperators(expression, scope).hit).toBe(false);
  });

  it('gives the same value as the sandbox for every host expression', () => {
    // The evaluator tries the host first; compare with the sandbox's own answer by wrapping each expression
    // in a call (a call is never a host expression, so the evaluator sends it to the sandbox).
    for (const expression of HOST) {
      const host = tryHostOperators(expression, scope);
      const viaSandbox = sandboxed.evaluate(`={{ ((v) => v)(${expression}) }}`, scope, {
        nodeName: 'Set',
        parameter: expression,
      });
      expect({ expression, value: host.hit ? host.value : 'miss' }).toEqual({
        expression,
        value: viaSandbox,
      });
    }
    expect(inSandbox('1 + 1')).toMatchObject({ ok: true, value: 2 });
  });

  it('raises the same TypeError as the sandbox when a path reads past undefined', () => {
    expect(() => tryHostOperators("$json.missing.x + 'a'", scope)).toThrow(
      "Cannot read properties of undefined (reading 'x')",
    );
    expect(tryHostOperators('$json.missing && $json.missing.x', scope)).toEqual({
      hit: true,
      value: undefined,
    });
  });
});
