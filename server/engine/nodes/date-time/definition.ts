/** Date & Time (n8n's DateTime v2): current date, add/subtract, format, difference, extract, round. */
import { DateTime, Settings } from 'luxon';
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { definedOnly, setPath } from '../set/field-path';
import { parseDate } from './parse-date';

const unit = z.enum([
  'years',
  'quarters',
  'months',
  'weeks',
  'days',
  'hours',
  'minutes',
  'seconds',
  'milliseconds',
]);
/** n8n's time between dates lists its units in the singular (`day`); Luxon's names are plural. */
const diffUnit = z.preprocess(
  (value) =>
    typeof value === 'string' && unit.options.includes(`${value}s` as z.output<typeof unit>)
      ? `${value}s`
      : value,
  unit,
);
const part = z.enum(['year', 'month', 'week', 'day', 'hour', 'minute', 'second']);
/** null is kept: formatting no date gives no date (n8n's v2), the other operations say it is not a date. */
const date = z.union([z.string(), z.number(), z.null()]).default('');

type Operation =
  | 'getCurrentDate'
  | 'addToDate'
  | 'subtractFromDate'
  | 'formatDate'
  | 'getTimeBetweenDates'
  | 'extractDate'
  | 'roundDate';

/** n8n's names for each operation's result field. */
const OUTPUT_FIELD: Record<Operation, string> = {
  getCurrentDate: 'currentDate',
  addToDate: 'newDate',
  subtractFromDate: 'newDate',
  formatDate: 'formattedDate',
  getTimeBetweenDates: 'timeDifference',
  extractDate: 'datePart',
  roundDate: 'roundedDate',
};

/** One flat object, as the builders' settings panel reads it: fields an operation does not use are ignored. */
const parameters = z.object({
  operation: z
    .enum([
      'getCurrentDate',
      'addToDate',
      'subtractFromDate',
      'formatDate',
      'getTimeBetweenDates',
      'extractDate',
      'roundDate',
    ])
    .default('getCurrentDate'),
  /** IANA zone the dates are read and written in; the workflow's time zone when unset. */
  timezone: z
    .string()
    .refine(
      (zone) => DateTime.now().setZone(zone).isValid,
      'The timezone is an IANA name such as "Europe/Berlin".',
    )
    .optional(),
  /** Current date: the time of day too, or midnight. */
  includeTime: z.boolean().default(true),
  /** Add / subtract: the date to change, the unit and the amount. */
  magnitude: date,
  timeUnit: unit.default('days'),
  duration: z.number().default(0),
  /** Format, extract and round: the date. */
  date,
  /** Luxon tokens, e.g. `yyyy-MM-dd HH:mm`; literal text goes in single quotes. */
  format: z.string().min(1).default('yyyy-MM-dd'),
  locale: z.string().default('en-US'),
  /** Time between dates, in each of the units. */
  startDate: date,
  endDate: date,
  units: z.array(diffUnit).min(1).default(['days']),
  part: part.default('year'),
  mode: z.enum(['roundDown', 'roundUp']).default('roundDown'),
  toNearest: part.default('day'),
  /** A dot path; by default n8n's name for the operation's result (`newDate`, `formattedDate`…). */
  outputFieldName: z.string().min(1).optional(),
  /** Off, the output item holds only the result. */
  includeInputFields: z.boolean().default(true),
  /** n8n's format: a preset of Luxon tokens, or 'custom' with the tokens in `customFormat`. */
  customFormat: z.string().optional(),
  /** n8n keeps these settings here; they win over the ones above. */
  options: z
    .object({
      timezone: z
        .string()
        .refine(
          (zone) => DateTime.now().setZone(zone).isValid,
          'The timezone is an IANA name such as "Europe/Berlin".',
        )
        .optional(),
      includeInputFields: z.boolean().optional(),
    })
    .default({}),
});

type Parameters = z.output<typeof parameters> & { timezone: string };

const EXTRACT: Record<z.output<typeof part>, (d: DateTime) => number> = {
  year: (d) => d.year,
  month: (d) => d.month,
  week: (d) => d.weekNumber,
  day: (d) => d.day,
  hour: (d) => d.hour,
  minute: (d) => d.minute,
  second: (d) => d.second,
};

function compute(p: Parameters, runNow: number): unknown {
  const zone = p.timezone;
  switch (p.operation) {
    case 'getCurrentDate': {
      const now = DateTime.fromMillis(runNow, { zone });
      return (p.includeTime ? now : now.startOf('day')).toISO();
    }
    case 'addToDate':
    case 'subtractFromDate': {
      const start = parseDate(p.magnitude, zone, 'magnitude');
      const change = { [p.timeUnit]: p.duration };
      return (p.operation === 'addToDate' ? start.plus(change) : start.minus(change)).toISO();
    }
    case 'formatDate': {
      if (p.date === null) return null;
      const format = p.format === 'custom' ? (p.customFormat ?? '') : p.format;
      return parseDate(p.date, zone, 'date').setLocale(p.locale).toFormat(format);
    }
    case 'getTimeBetweenDates': {
      const start = parseDate(p.startDate, zone, 'startDate');
      const end = parseDate(p.endDate, zone, 'endDate');
      return end.diff(start, p.units).toObject();
    }
    case 'extractDate':
      return EXTRACT[p.part](parseDate(p.date, zone, 'date'));
    case 'roundDate': {
      const d = parseDate(p.date, zone, 'date');
      const down = d.startOf(p.toNearest);
      // Rounding up a date already on the boundary leaves it as it is.
      return (p.mode === 'roundUp' && !down.equals(d) ? down.plus({ [p.toNearest]: 1 }) : down).toISO();
    }
  }
}

/**
 * Luxon fills in what a date leaves out (the day of a time such as "10:30") from `Settings.now`: the run's
 * clock here, not the wall clock. `compute` is synchronous, so nothing else runs while it is set.
 */
function atRunTime<T>(runNow: number, work: () => T): T {
  const wallClock = Settings.now;
  Settings.now = () => runNow;
  try {
    return work();
  } finally {
    Settings.now = wallClock;
  }
}

function apply(item: Item, p: Parameters, runNow: number): Item {
  const json = p.includeInputFields ? structuredClone(item.json) : {};
  setPath(
    json,
    p.outputFieldName ?? OUTPUT_FIELD[p.operation],
    atRunTime(runNow, () => compute(p, runNow)),
  );
  return item.binary && p.includeInputFields ? { json, binary: item.binary } : { json };
}

export const dateTimeNode = defineNode({
  type: 'date-time',
  version: 1,
  displayName: 'Date & Time',
  group: 'data',
  words: ['date & time', 'date and time', 'date'],
  description: 'Works with dates: now, add or subtract, format, difference, extract a part, round.',
  documentation: [
    'Dates are read from ISO, SQL or RFC 2822 text or epoch milliseconds (seconds for small numbers); text',
    "without an offset is read in the node's time zone (the workflow's by default), and dates are written as ISO text",
    'in that zone. "Now" is the run\'s clock, which also fills in a date\'s missing parts. Format uses',
    'Luxon tokens (`yyyy-MM-dd HH:mm`, `cccc`, `LLL`). Difference gives the',
    'amount in each of the chosen units (`{days, hours}`). Extract gives a number; round goes down or up to',
    'the start of the year, month, week, day, hour, minute or second. The result goes into the output field',
    '(a dot path) of the item, whose other fields are kept unless told otherwise.',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters,
  toolPresets: [
    {
      name: 'current_time',
      label: 'Current date and time',
      description: 'Returns the current date and time.',
      inputSchema: { type: 'object', properties: {} },
      parameters: { operation: 'getCurrentDate' },
    },
  ],
  imports: {
    n8n: ['n8n-nodes-base.dateTime'],
  },
  async execute(ctx, [input = []]) {
    return [
      input.map((item, i) => {
        const raw = ctx.parameters(i);
        const given = { ...raw, ...definedOnly(raw.options) };
        // The workflow's zone (settings.timezone) when the node names none; UTC outside a document run.
        const timezone = given.timezone ?? ctx.expressionScope?.(i).timezone ?? 'UTC';
        return apply(item, { ...given, timezone }, ctx.now());
      }),
    ];
  },
});
