/**
 * What a request in plain words says that a workflow needs: e-mail addresses, URLs, when it runs
 * ("every day at 9am", "every Monday", "every 15 minutes"), numbers and amounts, quoted strings, category
 * lists ("into billing, bugs and sales"), field names ("extract name, company and budget") and a threshold.
 * Pure: no I/O, so the pattern library and its tests read the same words.
 */

export type ScheduleSlot =
  | { kind: 'minutes'; every: number }
  | { kind: 'hours'; every: number; minute: number }
  | { kind: 'days'; hour: number; minute: number }
  | { kind: 'weeks'; days: number[]; hour: number; minute: number }
  | { kind: 'months'; dayOfMonth: number; hour: number; minute: number };

export interface RequestWords {
  /** The request as written, spaces collapsed. */
  original: string;
  /** The request, lower-cased, with single spaces. */
  text: string;
  /** The words, lower-cased, without punctuation. */
  words: string[];
  emails: string[];
  urls: string[];
  quoted: string[];
  numbers: number[];
  /** An AIZ amount ("5 AIZ", "2.5 tokens"), as a decimal string. */
  aizAmount: string | null;
  /** A username to pay ("to @alice", "to user bob"). */
  recipient: string | null;
  schedule: ScheduleSlot | null;
  /** "into A, B and C", "categories: A, B, C", "as A or B". */
  categories: string[];
  /** "extract name, company and budget", "fields: a, b". */
  fields: string[];
  /** "over 100", "more than 5000", "above 80": a number to compare with. */
  threshold: number | null;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** "9am", "9:30 pm", "17:45", "noon", "midnight" → hour and minute. */
export function readTimeOfDay(text: string): { hour: number; minute: number } | null {
  if (/\bnoon\b|\bmidday\b/.test(text)) return { hour: 12, minute: 0 };
  if (/\bmidnight\b/.test(text)) return { hour: 0, minute: 0 };
  const meridiem = /\b(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])/.exec(text);
  if (meridiem) {
    let hour = Number(meridiem[1]) % 12;
    if (meridiem[3]!.startsWith('p')) hour += 12;
    const minute = Number(meridiem[2] ?? 0);
    if (hour <= 23 && minute <= 59) return { hour, minute };
  }
  const clock = /\b(?:at\s+)?([01]?\d|2[0-3]):([0-5]\d)\b/.exec(text);
  if (clock) return { hour: Number(clock[1]), minute: Number(clock[2]) };
  const bare = /\bat\s+(\d{1,2})(?:\s*o'?clock)?\b(?!\s*(?:%|percent|aiz|items|minutes|hours))/.exec(text);
  if (bare && Number(bare[1]) <= 23) return { hour: Number(bare[1]), minute: 0 };
  return null;
}

export function readSchedule(text: string): ScheduleSlot | null {
  const time = readTimeOfDay(text);
  const at = time ?? { hour: 9, minute: 0 };
  const minutes = /\bevery\s+(\d{1,2})\s*(?:minutes?|mins?)\b/.exec(text);
  if (minutes) return { kind: 'minutes', every: Math.min(59, Math.max(1, Number(minutes[1]))) };
  if (/\bevery\s+minute\b/.test(text)) return { kind: 'minutes', every: 1 };
  const hours = /\bevery\s+(\d{1,2})\s*hours?\b/.exec(text);
  if (hours) return { kind: 'hours', every: Math.min(23, Math.max(1, Number(hours[1]))), minute: 0 };
  if (/\b(?:every\s+hour|hourly)\b/.test(text)) return { kind: 'hours', every: 1, minute: 0 };
  if (/\b(?:every\s+weekday|on\s+weekdays|each\s+weekday)\b/.test(text))
    return { kind: 'weeks', days: [1, 2, 3, 4, 5], ...at };
  const days = WEEKDAYS.flatMap((day, i) =>
    new RegExp(`\\b(?:every|each|on)\\s+(?:\\w+\\s+and\\s+)?${day}s?\\b|\\b${day}s\\b`).test(text) ? [i] : [],
  );
  if (days.length > 0) return { kind: 'weeks', days, ...at };
  if (/\b(?:every\s+week|weekly)\b/.test(text)) return { kind: 'weeks', days: [1], ...at };
  const monthDay = /\b(?:on\s+the\s+)?(\d{1,2})(?:st|nd|rd|th)\s+of\s+(?:every|each)\s+month\b/.exec(text);
  if (monthDay) return { kind: 'months', dayOfMonth: Math.min(28, Number(monthDay[1])), ...at };
  if (/\b(?:every\s+month|monthly)\b/.test(text)) return { kind: 'months', dayOfMonth: 1, ...at };
  if (/\b(?:every\s+(?:day|morning|evening|night)|daily|each\s+(?:day|morning))\b/.test(text)) {
    const evening = /\bevery\s+(?:evening|night)\b/.test(text) && !time;
    return { kind: 'days', ...(evening ? { hour: 18, minute: 0 } : at) };
  }
  if (time && /\bat\b/.test(text)) return { kind: 'days', ...time };
  return null;
}

/** "billing, bugs and sales" → ["billing", "bugs", "sales"]; each item at most four words. */
export function splitList(list: string): string[] {
  return list
    .split(/\s*,\s*|\s+(?:and|or|&)\s+|\s*\/\s*/)
    .map((s) =>
      s
        .replace(/^(?:and|or)\s+/, '')
        .replace(/[."'!?;:]+$/g, '')
        .trim(),
    )
    .filter((s) => s.length > 0 && s.length <= 40 && s.split(' ').length <= 4);
}

/** The list right after one of the lead phrases, up to the end of the clause. */
function listAfter(text: string, leads: RegExp): string[] {
  const match = leads.exec(text);
  if (!match) return [];
  const rest = text.slice(match.index + match[0].length);
  const clause =
    rest.split(
      /[.;]|\s+(?:then|and then|and send|and e-?mail|and notify|and post|and route|that|which|who|when|if|every|from|using|to)\s+/,
    )[0] ?? '';
  const items = splitList(clause);
  return items.length >= 2 ? items : [];
}

function readCategories(text: string): string[] {
  const leads =
    /\b(?:categor(?:y|ies|ise|ize)|classif(?:y|ied)|sort|route|tag|label|triage)\b[^.]*?\b(?:into|as|by|between)\s+|\bcategories\s*(?::|are|like)\s*/;
  return listAfter(text, leads);
}

function readFields(text: string): string[] {
  const leads =
    /\b(?:extract|pull out|capture|collect|asking for|ask for|fields?\s*:?|with fields|get(?:s|ting)? (?:the|their))\s+(?:the\s+)?/;
  return listAfter(text, leads).map((f) => f.replace(/^(?:their|the|a|an)\s+/, ''));
}

function readAizAmount(text: string): string | null {
  const m = /\b(\d+(?:\.\d{1,18})?)\s*(?:aiz|tokens?)\b/.exec(text);
  if (!m) return null;
  return m[1]!.replace(/^0+(?=\d)/, '');
}

function readRecipient(original: string): string | null {
  const at = /(?:^|\s)@([A-Za-z0-9_-]{2,40})\b/.exec(original);
  if (at) return at[1]!;
  const named = /\bto\s+(?:user|username|member)\s+([A-Za-z0-9_-]{2,40})\b/i.exec(original);
  return named ? named[1]! : null;
}

function readThreshold(text: string): number | null {
  const m =
    /\b(?:over|above|more than|greater than|higher than|exceeds?|at least|>=?|below|under|less than)\s*\$?(\d+(?:\.\d+)?)/.exec(
      text,
    );
  return m ? Number(m[1]) : null;
}

export function readRequest(request: string): RequestWords {
  const original = request.replace(/\s+/g, ' ').trim();
  const emails = [...original.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g)].map((m) =>
    m[0].toLowerCase(),
  );
  const urls = [...original.matchAll(/\bhttps?:\/\/[^\s"'<>]+/gi)].map((m) =>
    m[0].replace(/[.,;:!?)]+$/, ''),
  );
  const quoted = [...original.matchAll(/"([^"]{1,200})"|“([^”]{1,200})”|'([^']{2,200})'/g)].map(
    (m) => (m[1] ?? m[2] ?? m[3])!,
  );
  // Without URLs and e-mails, so "example.com" does not become a number or a word list.
  const text = original
    .replace(/\bhttps?:\/\/[^\s"'<>]+/gi, ' ')
    .replace(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  const words = text.split(/[^a-z0-9-]+/).filter(Boolean);
  const numbers = [...text.matchAll(/(?<![\w.])(\d+(?:\.\d+)?)(?![\w.])/g)].map((m) => Number(m[1]));
  return {
    original,
    text,
    words,
    emails: [...new Set(emails)],
    urls: [...new Set(urls)],
    quoted,
    numbers,
    aizAmount: readAizAmount(text),
    recipient: readRecipient(original),
    schedule: readSchedule(text),
    categories: readCategories(text),
    fields: readFields(text),
    threshold: readThreshold(text),
  };
}
