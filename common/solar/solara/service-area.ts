/**
 * Is a ZIP code in the installer's service area? By ZIP prefix, or by state: the state is read from the
 * ZIP's first three digits (USPS sectional centers; a few prefixes cross a state line, so a state rule is
 * close, a prefix rule exact). Pure.
 */
import type { SolaraConfig, SolaraLocale } from '../../schemas/solara';
import { solaraMessages } from './messages';

/** First three digits (inclusive ranges) → state, in order. */
const PREFIX_STATES: readonly [number, number, string][] = [
  [5, 5, 'NY'],
  [6, 7, 'PR'],
  [8, 8, 'VI'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [340, 340, 'AA'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [969, 969, 'GU'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** The state (or territory) of a ZIP code by its first three digits; null when unassigned. */
export function stateOfZip(zip: string): string | null {
  const prefix = Number(zip.slice(0, 3));
  for (const [from, to, state] of PREFIX_STATES) if (prefix >= from && prefix <= to) return state;
  return null;
}

export type ServiceArea = SolaraConfig['serviceArea'];

export function inServiceArea(area: ServiceArea, zip: string): boolean {
  if (area.zipPrefixes.length === 0 && area.states.length === 0) return true;
  if (area.zipPrefixes.some((prefix) => zip.startsWith(prefix))) return true;
  const state = stateOfZip(zip);
  return state !== null && area.states.includes(state);
}

/** The area in words: "AZ, CA and NV", "ZIP codes starting 850, 852" (in Spanish "AZ, CA y NV"). */
export function describeServiceArea(area: ServiceArea, locale: SolaraLocale = 'en'): string {
  const words = solaraMessages(locale).area;
  const parts: string[] = [];
  if (area.states.length > 0) parts.push(listOf(area.states.slice(0, 12), words.and));
  if (area.zipPrefixes.length > 0) parts.push(words.zipPrefixes(area.zipPrefixes.slice(0, 8).join(', ')));
  return parts.length === 0 ? words.whole : parts.join(` ${words.and} `);
}

function listOf(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}
