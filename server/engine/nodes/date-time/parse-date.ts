/**
 * Reads a date the way people hand one to n8n's Date & Time node: ISO text (a time without an offset is
 * in the node's time zone), SQL or RFC 2822 text, epoch milliseconds (or seconds, when the number is too
 * small to be milliseconds after 1973), or anything JavaScript's Date understands (a time without a zone
 * again in the node's time zone).
 */
import { DateTime } from 'luxon';

const EPOCH_SECONDS_LIMIT = 100_000_000_000;

/** Text naming its own offset or zone (`Z`, `GMT`, `UTC`, `+05:00`, `-0800`): an instant, not a wall-clock time. */
const NAMES_ZONE = /(?:\d(?:Z)\b|\b(?:GMT|UTC)\b|[+-]\d{2}:?\d{2}\b\s*$|\b[ECMP][SD]T\b)/i;

/**
 * Text JavaScript's Date reads (`April 11, 2023 2:30 PM`): Date reads a time without a zone in the process's
 * zone; it is the node's zone that is meant (n8n's Extract Date test: 2:30 PM in New York is hour 14).
 */
function fromJsText(text: string, zone: string): DateTime | undefined {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return undefined;
  if (NAMES_ZONE.test(text)) return DateTime.fromMillis(ms, { zone });
  return DateTime.fromJSDate(new Date(ms), { zone: 'system' }).setZone(zone, { keepLocalTime: true });
}

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
    if (!date) date = fromJsText(text, zone);
  }
  if (!date?.isValid) {
    throw new Error(`The value in the "${parameter}" parameter is not a date: ${JSON.stringify(value)}`);
  }
  return date.setZone(zone);
}
