/** The item a Schedule Trigger gives, in n8n's shape: the tick's time in the rule's zone, spelt out. */
import { DateTime } from 'luxon';

const ORDINAL_SUFFIX = ['th', 'st', 'nd', 'rd'];

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st (moment's `Do`). */
function ordinal(day: number): string {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (ORDINAL_SUFFIX[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

export function scheduleItem(at: number, timezone: string): Record<string, string> {
  const d = DateTime.fromMillis(at, { zone: timezone, locale: 'en-US' });
  const time = `${d.toFormat('h:mm:ss')} ${d.toFormat('a').toLowerCase()}`;
  return {
    timestamp: d.toISO() ?? '',
    'Readable date': `${d.toFormat('LLLL')} ${ordinal(d.day)} ${d.toFormat('yyyy')}, ${time}`,
    'Readable time': time,
    'Day of week': d.toFormat('cccc'),
    Year: d.toFormat('yyyy'),
    Month: d.toFormat('LLLL'),
    'Day of month': d.toFormat('dd'),
    Hour: d.toFormat('HH'),
    Minute: d.toFormat('mm'),
    Second: d.toFormat('ss'),
    Timezone: `${timezone} (UTC${d.toFormat('ZZ')})`,
  };
}
