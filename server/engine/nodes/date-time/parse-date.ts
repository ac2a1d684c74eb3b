/**
 * Reads a date the way people hand one to n8n's Date & Time node: ISO text (a time without an offset is
 * in the node's time zone), SQL or RFC 2822 text, epoch milliseconds (or seconds, when the number is too
 * small to be milliseconds after 1973), or anything JavaScript's Date understands.
 */
import { DateTime } from 'luxon';

const EPOCH_SECONDS_LIMIT = 100_000_000_000;

export function parseDate(value: unknown, zone: string, parameter: string): DateTime {
  let date: DateTime | undefined;
  if (typeof value === 'number') {
    date = DateTime.fromMillis(Math.abs(value) < EPOCH_SECONDS_LIMIT ? value * 1000 : value, { zone });
  } else if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    for (const parse of [DateTime.fromISO, DateTime.fromSQL, DateTime.fromRFC2822]) {
      const parsed = parse(text, { zone, setZone: false });
      if (parsed.isValid) {
        date = parsed;
        break;
      }
    }
    if (!date && /^-?\d+(\.\d+)?$/.test(text)) return parseDate(Number(text), zone, parameter);
    if (!date && !Number.isNaN(Date.parse(text))) date = DateTime.fromMillis(Date.parse(text), { zone });
  }
  if (!date?.isValid) {
    throw new Error(`The value in the "${parameter}" parameter is not a date: ${JSON.stringify(value)}`);
  }
  return date.setZone(zone);
}
