/**
 * n8n expression forms against the values n8n gives. Expected values come from n8n's own tests
 * (n8n-io/n8n packages/workflow/test/ExpressionExtensions/*.test.ts, WorkflowDataProxy.test.ts), n8n's
 * documented examples (the `doc.examples` of packages/workflow/src/extensions/*.ts), Luxon's documentation
 * (https://moment.github.io/luxon) and the JMESPath specification's examples.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSandboxRunner } from '../sandbox';
import { createExpressionEvaluator, type ExpressionEvaluator } from './evaluate-expression';
import type { ExpressionScope } from './expression-scope';
import { testScope } from './testing/test-scope';

let evaluator: ExpressionEvaluator;
beforeAll(async () => {
  evaluator = createExpressionEvaluator(await createSandboxRunner());
});
const at = { nodeName: 'Set', parameter: 'value' };
const ev = (expression: string, scope: ExpressionScope = testScope()) =>
  evaluator.evaluate(`={{ ${expression} }}`, scope, at);
const utc = (overrides: Partial<ExpressionScope> = {}) => testScope({ timezone: 'UTC', ...overrides });

describe('$env reads the workflow variables', () => {
  it('gives the variable, by dot and by bracket', () => {
    expect(ev('$env.region')).toBe('eu');
    expect(ev("$env['region'].toUpperCase()")).toBe('EU');
  });

  it('is an error naming an unset variable and saying to add it, on the host and in the sandbox alike', () => {
    expect(() => ev('$env.API_TOKEN')).toThrow(
      /\$env\.API_TOKEN is not set.*add a workflow variable named "API_TOKEN"/,
    );
    const reason = (expression: string) => {
      try {
        ev(expression);
      } catch (error) {
        return (error as { reason: string }).reason;
      }
      return 'no error';
    };
    expect(reason('$env.API_TOKEN')).toBe(reason('$env.API_TOKEN.toString()'));
  });
});

describe('Luxon DateTime (n8n date extensions and Luxon itself)', () => {
  it('format is toFormat (DateExtensions.test.ts, date-extensions doc examples)', () => {
    expect(ev('DateTime.fromISO("2024-03-30T18:49").format("yyyy LLL dd")')).toBe('2024 Mar 30');
    expect(ev(`DateTime.fromISO("2024-03-30T18:49").format("yyyy-MM-dd'T'HH:mm:ss")`)).toBe(
      '2024-03-30T18:49:00',
    );
    expect(ev("'2024-04-30T18:49'.toDateTime().format('dd/LL/yyyy')")).toBe('30/04/2024');
    expect(ev("'2024-04-30T18:49'.toDateTime().format(\"HH 'hours and' mm 'minutes'\")")).toBe(
      '18 hours and 49 minutes',
    );
    expect(ev("'2024-04-30T18:49'.toDateTime().setLocale('fr').format('dd LLL yyyy')")).toBe('30 avr. 2024');
    expect(ev("$now.format('yyyy-MM-dd')")).toBe('2026-11-24');
  });

  it('toLocaleString with the DateTime presets (Luxon formatting docs)', () => {
    const dt = "DateTime.fromISO('1983-10-14T13:30:00')";
    expect(ev(`${dt}.toLocaleString(DateTime.DATE_FULL)`)).toBe('October 14, 1983');
    expect(ev(`${dt}.toLocaleString(DateTime.DATE_MED)`)).toBe('Oct 14, 1983');
    expect(ev(`${dt}.toLocaleString(DateTime.DATE_SHORT)`)).toBe('10/14/1983');
    expect(ev(`${dt}.toLocaleString(DateTime.TIME_SIMPLE)`)).toBe('1:30 PM');
    expect(ev(`${dt}.toLocaleString(DateTime.DATETIME_MED)`)).toBe('Oct 14, 1983, 1:30 PM');
    expect(ev(`${dt}.toLocaleString(DateTime.DATE_HUGE)`)).toBe('Friday, October 14, 1983');
    expect(ev(`${dt}.setLocale('de').toLocaleString(DateTime.DATE_FULL)`)).toBe('14. Oktober 1983');
  });

  it('fromFormat and setZone (Luxon parsing and zones docs)', () => {
    expect(ev("DateTime.fromFormat('May 25 1982', 'LLLL dd yyyy').toISODate()")).toBe('1982-05-25');
    expect(ev("DateTime.fromFormat('24/11/2026 10:00', 'dd/MM/yyyy HH:mm').toISO()")).toBe(
      '2026-11-24T10:00:00.000+01:00',
    );
    expect(ev("DateTime.fromFormat('nope', 'yyyy').isValid")).toBe(false);
    expect(
      ev("DateTime.fromISO('2017-05-15T09:10:23', { zone: 'utc' }).setZone('America/New_York').toISO()"),
    ).toBe('2017-05-15T05:10:23.000-04:00');
    expect(ev("$now.setZone('Asia/Tokyo').toFormat('HH:mm ZZZZ')")).toBe('19:30 GMT+9');
  });

  it('keeps the time zone across a DST change, as Luxon does', () => {
    // Zurich moves from +01:00 to +02:00 on 2024-03-31: one day later is the same wall-clock time.
    expect(ev("DateTime.fromISO('2024-03-30T12:00').plus(1, 'day').toISO()")).toBe(
      '2024-03-31T12:00:00.000+02:00',
    );
  });

  it('plus and minus with a number and a unit, or an object (date-extensions.ts)', () => {
    expect(ev("'2024-01-15'.toDateTime().plus(1, 'day').toISODate()")).toBe('2024-01-16');
    expect(ev("DateTime.fromISO('2024-03-30T18:49:00Z').minus(4, 'years').toISO()", utc())).toBe(
      '2020-03-30T18:49:00.000Z',
    );
    expect(ev("DateTime.fromISO('2024-03-30T18:49:00Z').minus(7, 'days').toISO()", utc())).toBe(
      '2024-03-23T18:49:00.000Z',
    );
    expect(ev("$now.plus(90, 'min').toFormat('HH:mm')")).toBe('13:00');
  });

  it('the other n8n date extensions (DateExtensions.test.ts)', () => {
    expect(ev('DateTime.local(2023, 1, 20).isWeekend()')).toBe(false);
    expect(ev('DateTime.local(2023, 1, 21).isWeekend()')).toBe(true);
    expect(ev('DateTime.local(2023, 1, 20).extract("day")')).toBe(20);
    expect(ev('DateTime.local(2023, 1, 20).extract()')).toBe(3);
    expect(ev('DateTime.fromISO("2024-03-30T18:49").extract("hour")')).toBe(18);
    expect(ev('DateTime.local(2023, 1, 20).beginningOf("week").toISODate()')).toBe('2023-01-16');
    expect(ev('DateTime.local(2023, 1, 16).endOfMonth().toISO()')).toBe('2023-01-31T23:59:59.999+01:00');
    expect(ev("'2025-01-01'.toDateTime().diffTo('2024-03-30T18:49:07.234', 'days').floor()")).toBe(276);
    expect(
      ev("'2025-01-01T00:00:00.000'.toDateTime().diffTo('2024-03-30T18:49:07.234', ['months', 'days'])"),
    ).toEqual({ months: 9, days: 1.2158884953703704 });
    expect(ev('DateTime.fromISO("2024-03-30T18:49:00Z").diffTo("2024-03-30T12:49:00Z", "hours")')).toBe(6);
    expect(() => ev('DateTime.fromISO("2024-03-30T18:49:00Z").diffTo("2024-03-30", "invalid")')).toThrow(
      /Unsupported unit/,
    );
    expect(ev("DateTime.fromISO('2024-01-01T00:00:00.000Z').toInt()")).toBe(1704067200000);
    expect(ev("$now.isBetween('2020-06-01', '2030-06-01')")).toBe(true);
    expect(ev("$now.isBetween($now, 'invalid')")).toBeUndefined();
    expect(() => ev('$now.isBetween($now)')).toThrow(/expected exactly two args/);
    expect(ev("DateTime.fromFormat('01-01-2024', 'dd-MM-yyyy').toDateTime().year")).toBe(2024);
  });

  it('n8n date extensions on JavaScript Dates (DateExtensions.test.ts)', () => {
    const scope = utc();
    expect(ev('new Date("2024-03-30T18:49:00Z").minus(7, "days").toISOString()', scope)).toBe(
      '2024-03-23T18:49:00.000Z',
    );
    expect(ev('new Date("2024-03-30T18:49:00Z").minus(4, "years").toISOString()', scope)).toBe(
      '2020-03-30T18:49:00.000Z',
    );
    expect(ev('new Date("2024-01-01T00:00:00.000Z").toFloat()', scope)).toBe(1704067200000);
    expect(ev('new Date("2024-03-30T18:49").extract("year")', scope)).toBe(2024);
    expect(ev('new Date("2024-03-30T18:49").extract("month")', scope)).toBe(3);
    expect(ev('new Date("2024-03-30T18:49").extract("yearDayNumber")', scope)).toBe(90);
    expect(ev('new Date(Date.UTC(2024, 0, 1, 12)).toDateTime().day', scope)).toBe(1);
    expect(ev('new Date(Date.UTC(2023, 0, 16)).endOfMonth().toISOString()', scope)).toBe(
      '2023-01-31T23:59:59.999Z',
    );
  });

  it('toRelative against the run clock (Luxon: "in 1 day", "3 days ago")', () => {
    expect(ev('$now.plus({ days: 1 }).toRelative()')).toBe('in 1 day');
    expect(ev("$now.minus(3, 'days').toRelative()")).toBe('3 days ago');
    expect(ev("$now.minus(2, 'hours').toRelative({ unit: 'minutes' })")).toBe('120 minutes ago');
    expect(ev("DateTime.fromISO('2026-11-25T12:00').toRelativeCalendar()")).toBe('tomorrow');
  });

  it('Duration: fromObject, as, shiftTo, toHuman, toISO (Luxon duration docs)', () => {
    expect(ev("Duration.fromObject({ hours: 1 }).as('minutes')")).toBe(60);
    expect(ev("Duration.fromObject({ hours: 1 }).shiftTo('minutes').toObject()")).toEqual({ minutes: 60 });
    expect(ev("Duration.fromObject({ minutes: 150 }).shiftTo('hours', 'minutes').toObject()")).toEqual({
      hours: 2,
      minutes: 30,
    });
    expect(ev('Duration.fromObject({ hours: 2, minutes: 7 }).toHuman()')).toBe('2 hours, 7 minutes');
    expect(ev('Duration.fromObject({ days: 3, hours: 4 }).toISO()')).toBe('P3DT4H');
    expect(ev("Duration.fromMillis(90000).toFormat('mm:ss')")).toBe('01:30');
    expect(ev('$now.plus(Duration.fromObject({ weeks: 1 })).toISODate()')).toBe('2026-12-01');
    expect(ev("$now.diff($today, ['hours', 'minutes']).toObject()")).toEqual({ hours: 11, minutes: 30 });
  });

  it('DateTime values compare, serialise and answer instanceof as Luxon values do', () => {
    expect(ev('$now > $today')).toBe(true);
    expect(ev('$now.toMillis() === +$now')).toBe(true);
    expect(ev('$now instanceof DateTime')).toBe(true);
    expect(ev('DateTime.isDateTime($today)')).toBe(true);
    expect(ev('{ at: $today }')).toEqual({ at: '2026-11-24T00:00:00.000+01:00' });
    expect(ev("DateTime.fromISO('garbage').isValid")).toBe(false);
    expect(ev("DateTime.fromISO('garbage').toISO()")).toBeNull();
  });

  it('Interval: split by a duration, with a bound on the parts (a host call cannot be interrupted)', () => {
    const week = "Interval.fromDateTimes(DateTime.fromISO('2024-01-01'), DateTime.fromISO('2024-01-08'))";
    expect(ev(`${week}.splitBy({ days: 1 }).length`)).toBe(7);
    expect(ev(`${week}.length('hours')`)).toBe(168);
    expect(() => ev(`${week}.splitBy({ milliseconds: 1 })`)).toThrow(/at most 10000 parts/);
    expect(() => ev(`${week}.divideEqually(1e9)`)).toThrow(/at most 10000 parts/);
  });

  it('an unknown unit or a wrong amount is an error, never a silent answer', () => {
    expect(() => ev("$now.plus(1, 'fortnight')")).toThrow(/Invalid unit fortnight/);
    expect(() => ev("$now.set({ hour: 'x' })")).toThrow(ExpressionErrorLike);
    expect(() => ev('$now.nope()')).toThrow(/not a function/);
  });
});

const ExpressionErrorLike = /Expression error in node "Set"/;

describe("$if, $ifEmpty, $max, $min (n8n's extended functions)", () => {
  it('$if takes one branch only, and false without a third argument', () => {
    expect(ev("$if($json.n > 10, 'big', 'small')")).toBe('big');
    expect(ev("$if($json.missing, $json.missing.deep, 'none')")).toBe('none');
    expect(ev('$if(false, 1)')).toBe(false);
    expect(ev("$if($json.n > 10, $if($json.n > 20, 'huge', 'big'), 'small')")).toBe('huge');
    expect(() => ev('$if(true)')).toThrow(/\$if requires at least 2 parameters/);
  });

  it('$ifEmpty: undefined, null, "", [] and {} are empty', () => {
    expect(ev("$ifEmpty($json.missing, 'default')")).toBe('default');
    expect(ev("$ifEmpty('', 'default')")).toBe('default');
    expect(ev("$ifEmpty([], 'default')")).toBe('default');
    expect(ev("$ifEmpty({}, 'default')")).toBe('default');
    expect(ev("$ifEmpty(0, 'default')")).toBe(0);
    expect(ev("$ifEmpty($json.name, 'default')")).toBe('Ada');
    expect(() => ev("$ifEmpty('x')")).toThrow(/expected two arguments/);
  });

  it('$max and $min are Math.max and Math.min', () => {
    expect(ev('$max(1, 5, 3)')).toBe(5);
    expect(ev('$min(4, 2, 9)')).toBe(2);
    expect(ev('$max($json.n, 100)')).toBe(100);
  });
});

describe('$jmespath', () => {
  const people =
    '{ people: [{ first: "James", age: 30 }, { first: "Jacob", age: 20 }, { first: "Jayden", age: 25 }] }';
  it('evaluates JMESPath over the data (JMESPath specification examples)', () => {
    expect(ev(`$jmespath(${people}, 'people[*].first')`)).toEqual(['James', 'Jacob', 'Jayden']);
    expect(ev(`$jmespath(${people}, 'people[?age > \`20\`].first')`)).toEqual(['James', 'Jayden']);
    expect(ev(`$jmespath(${people}, 'people[0:2].first | [1]')`)).toBe('Jacob');
    expect(ev(`$jmespath(${people}, 'max_by(people, &age).first')`)).toBe('James');
    expect(ev(`$jmespath(${people}, 'length(people)')`)).toBe(3);
    expect(ev(`$jmespath(${people}, 'people[].{name: first, old: age > \`26\`}')`)).toEqual([
      { name: 'James', old: true },
      { name: 'Jacob', old: false },
      { name: 'Jayden', old: false },
    ]);
    expect(ev("$jmespath($json, 'tags')")).toEqual(['x', 'y']);
  });

  it('is an error for unsupported syntax and for arguments that are not (Object, string)', () => {
    expect(() => ev("$jmespath($json, 'a ~ b')")).toThrow(
      /JMESPath: unsupported character "~" at position 2/,
    );
    expect(() => ev("$jmespath('text', 'a')")).toThrow(/expected two arguments \(Object, string\)/);
  });
});

describe('string extensions hash, base64Encode, base64Decode (string-extensions.ts)', () => {
  it('hash defaults to md5 and names the algorithm otherwise', () => {
    expect(ev("'hello'.hash()")).toBe('5d41402abc4b2a76b9719d911017c592');
    expect(ev("'hello'.hash('sha1')")).toBe('aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d');
    expect(ev("'hello'.hash('sha256')")).toBe(
      '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    );
    expect(ev("'hello'.hash('sha512')")).toBe(
      '9b71d224bd62f3785d96d46ad3ea3d73319bfbc2890caadae2dff72519673ca72323c3d99ba5c11d7c7acc6e14b8c5da0c4663475c2e5c3adef46f73bcdec043',
    );
    expect(ev("'hello'.hash('base64')")).toBe('aGVsbG8=');
    expect(() => ev("'hello'.hash('crc32')")).toThrow(/Unknown algorithm crc32/);
  });

  it('base64 round-trips UTF-8 text', () => {
    expect(ev("'hello'.base64Encode()")).toBe('aGVsbG8=');
    expect(ev("'héllo wörld'.base64Encode()")).toBe('aMOpbGxvIHfDtnJsZA==');
    expect(ev("'aMOpbGxvIHfDtnJsZA=='.base64Decode()")).toBe('héllo wörld');
  });
});

describe('$items, itemMatching, $position (workflow-data-proxy.ts)', () => {
  it('$items() is the input; $items(node) that node’s output', () => {
    expect(ev('$items().map(i => i.json.name)')).toEqual(['Ada', 'Bob']);
    expect(ev("$items('Get user').map(i => i.json.id)")).toEqual([7, 8]);
    expect(ev("$items('Get user', 0, -1)[1].json.id")).toBe(8);
    expect(() => ev("$items('Get user', 1)")).toThrow(/only the first output/);
    expect(() => ev("$items('Get user', 0, 2)")).toThrow(/only the latest run/);
  });

  it("$('X').itemMatching(i) is the item for input item i; the index is required", () => {
    expect(ev("$('Get user').itemMatching(1).json.id")).toBe(8);
    expect(() => ev("$('Get user').itemMatching()")).toThrow(/Missing item index for .itemMatching\(\)/);
  });

  it('$position is the item index, as $thisItemIndex', () => {
    expect(ev('$position', testScope({ itemIndex: 1 }))).toBe(1);
    expect(ev('$thisItemIndex + $thisRunIndex', testScope({ itemIndex: 1, runIndex: 2 }))).toBe(3);
    expect(ev('$thisItem.json.name', testScope({ itemIndex: 1 }))).toBe('Bob');
  });
});

describe('toLocale*String follows ICU as Node does', () => {
  it('dates and numbers', () => {
    expect(ev("new Date(0).toLocaleDateString('en-US', { timeZone: 'UTC' })")).toBe('1/1/1970');
    expect(ev("new Date(0).toLocaleDateString('de-DE', { timeZone: 'UTC' })")).toBe('1.1.1970');
    expect(ev("new Date(0).toLocaleString('en-GB', { timeZone: 'UTC' })")).toBe('01/01/1970, 00:00:00');
    expect(ev("new Date(0).toLocaleTimeString('en-US', { timeZone: 'UTC' })")).toBe('12:00:00 AM');
    expect(ev("(1234567.891).toLocaleString('en-US')")).toBe('1,234,567.891');
    expect(ev("(1234.5).toLocaleString('de-DE', { style: 'currency', currency: 'EUR' })")).toBe(
      '1.234,50\u00a0€',
    );
  });

  it('uses the workflow time zone when none is given', () => {
    expect(ev("new Date('2026-11-24T23:30:00Z').toLocaleDateString('en-US')")).toBe('11/25/2026');
  });
});

describe('n8n names we do not provide', () => {
  it('are errors naming them, never an empty value (also with n8n’s lenient TypeErrors)', async () => {
    expect(() => ev('$secrets.vault.key')).toThrow(/\$secrets is not supported: external secrets/);
    expect(() => ev("$fromAI('email')")).toThrow(/\$fromAI is not supported/);
    expect(() => ev('$parameter.url')).toThrow(/\$parameter is not supported/);
    expect(() => ev('$prevNode.name')).toThrow(/\$prevNode is not supported: use \$\("Node name"\) instead/);
    const lenient = createExpressionEvaluator(await createSandboxRunner(), { typeErrors: 'empty' });
    expect(() => lenient.evaluate('={{ $secrets.vault.key }}', testScope(), at)).toThrow(
      /\$secrets is not supported/,
    );
    // What Luxon cannot be given inside expressions is an error too, not an empty value.
    expect(() =>
      lenient.evaluate(
        '={{ Interval.fromISO("2024-01-01/2024-01-02").mapEndpoints((d) => d) }}',
        testScope(),
        at,
      ),
    ).toThrow(/A function cannot be passed to Luxon/);
    expect(() => lenient.evaluate('={{ $now.loc }}', testScope(), at)).toThrow(
      /cannot be used inside expressions/,
    );
  });
});
