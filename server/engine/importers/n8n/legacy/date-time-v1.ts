/**
 * n8n's Date & Time 1 "format" action onto our Date & Time node: `value` formatted with a moment.js format
 * (`toFormat`, `MM/DD/YYYY` by default) into `dataPropertyName` (`data`), the item's other fields kept, in
 * `options.toTimezone`. Moment tokens become Luxon's; a token with no Luxon equal, a source format
 * (`options.fromFormat`), a source zone or the "calculate" action import as a placeholder naming it.
 */
import type { NodeParameters } from '../../../../../common/workflow/document';
import type { LegacyTranslation } from './legacy-node';

/** moment.js token → Luxon token (same meaning). */
const TOKENS: Readonly<Record<string, string>> = {
  YYYY: 'yyyy',
  YY: 'yy',
  MMMM: 'LLLL',
  MMM: 'LLL',
  MM: 'MM',
  M: 'M',
  DD: 'dd',
  D: 'd',
  DDDD: 'ooo',
  dddd: 'cccc',
  ddd: 'ccc',
  HH: 'HH',
  H: 'H',
  hh: 'hh',
  h: 'h',
  mm: 'mm',
  m: 'm',
  ss: 'ss',
  s: 's',
  SSS: 'SSS',
  A: 'a',
  X: 'X',
  x: 'x',
  Z: 'ZZ',
  ZZ: 'ZZZ',
};

/** A moment format as Luxon's, or the token that has no Luxon equal. */
export function momentToLuxon(format: string): { format: string } | { unknown: string } {
  let out = '';
  let i = 0;
  while (i < format.length) {
    const char = format[i] as string;
    if (char === '[') {
      const end = format.indexOf(']', i + 1);
      const literal = format.slice(i + 1, end === -1 ? format.length : end);
      out += `'${literal.replaceAll("'", "''")}'`;
      i = end === -1 ? format.length : end + 1;
    } else if (/[A-Za-z]/.test(char)) {
      let run = char;
      while (format[i + run.length] === char) run += char;
      // moment's ordinals (`Do`, `Mo`) have no Luxon token.
      if (format[i + run.length] === 'o') return { unknown: `${run}o` };
      const token = TOKENS[run];
      if (token === undefined) return { unknown: run };
      out += token;
      i += run.length;
    } else {
      out += char === "'" ? "''" : char;
      i += 1;
    }
  }
  return { format: out };
}

export function translateDateTimeV1(parameters: NodeParameters): LegacyTranslation {
  const action = parameters.action ?? 'format';
  if (action !== 'format') {
    return {
      reason: `the Date & Time 1 action "${String(action)}" is not translated (parameter "action"); rebuild it with the Date & Time node`,
    };
  }
  const options = (parameters.options ?? {}) as Record<string, unknown>;
  for (const key of ['fromFormat', 'fromTimezone'] as const) {
    if (options[key] !== undefined && options[key] !== '') {
      return {
        reason: `Date & Time 1 reads its value with a moment.js ${key === 'fromFormat' ? 'format' : 'time zone'}, which is not translated (parameter "options.${key}")`,
      };
    }
  }
  const toFormat = typeof parameters.toFormat === 'string' ? parameters.toFormat : 'MM/DD/YYYY';
  const luxon = momentToLuxon(toFormat);
  if ('unknown' in luxon) {
    return {
      reason: `the moment.js token "${luxon.unknown}" has no Luxon equal (parameter "toFormat": "${toFormat}")`,
    };
  }
  return {
    type: 'date-time',
    parameters: {
      operation: 'formatDate',
      date: parameters.value ?? '',
      format: 'custom',
      customFormat: luxon.format,
      outputFieldName: typeof parameters.dataPropertyName === 'string' ? parameters.dataPropertyName : 'data',
      includeInputFields: true,
      ...(typeof options.toTimezone === 'string' && options.toTimezone !== ''
        ? { timezone: options.toTimezone }
        : {}),
    },
  };
}
