/**
 * How text becomes search terms, the same way for the help articles and for questions: lower case,
 * no stop words, and a light suffix trim so "stake", "staked" and "staking" meet. Not a real stemmer:
 * it only has to be consistent on both sides.
 */

const STOP_WORDS = new Set(
  `a about after again all also am an and any are as at be been before being but by can could did do does
  doing don for from get gets got had has have having here how i if in into is it its just let like me might
  more most much my no not now of off on once only or other our out own please same shall she should so some
  such tell than that the their them then there these they this those through to too under until up us very
  want was we were what when where which while who whom why will with would you your yours t s d ll m re ve
  is isn aren wasn weren won wouldn shouldn couldn doesn hi hello hey thanks thank ok okay today
  page pages screen screens show shows see find open use using help work works working`.split(/\s+/),
);

/** Trims one common English suffix, then a final "e", keeping at least three letters. */
export function trimSuffix(term: string): string {
  let t = term;
  if (t.length > 4 && t.endsWith('ies')) t = `${t.slice(0, -3)}y`;
  else if (t.length > 5 && t.endsWith('ing')) t = t.slice(0, -3);
  else if (t.length > 4 && t.endsWith('ed')) t = t.slice(0, -2);
  else if (t.length > 4 && t.endsWith('es')) t = t.slice(0, -2);
  else if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) t = t.slice(0, -1);
  if (t.length > 3 && t.endsWith('e')) t = t.slice(0, -1);
  return t;
}

/** A question's term: null drops it (stop words, single letters). */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  if (lower.length < 2 && !/\d/.test(lower)) return null;
  return trimSuffix(lower);
}

/**
 * An indexed term: the trimmed form, plus the word as written when they differ, so a typo of the full
 * word ("stakng") is still one edit away from something ("staking").
 */
export function processIndexTerm(term: string): string[] | null {
  const trimmed = processTerm(term);
  if (trimmed === null) return null;
  const lower = term.toLowerCase();
  return trimmed === lower ? [trimmed] : [trimmed, lower];
}

/** Two-word phrases that mean one thing; joined before splitting so "sign up" is not just "sign". */
const PHRASES: [RegExp, string][] = [
  [/\bsign(?:ing|ed|s)?[\s-]*up\b/gi, 'signup'],
  [/\bsign(?:ing|ed|s)?[\s-]*in\b/gi, 'signin'],
  [/\bsign(?:ing|ed|s)?[\s-]*out\b/gi, 'signout'],
  [/\blog(?:ging|ged|s)?[\s-]*in\b/gi, 'login'],
  [/\blog(?:ging|ged|s)?[\s-]*out\b/gi, 'logout'],
  [/\bsuccess[\s-]*rates?\b/gi, 'successrate'],
  [/\bhelp[\s-]*menu\b/gi, 'helpmenu'],
  [/\be-mail\b/gi, 'email'],
  [/\bdidn'?t\b/gi, 'didnt'],
];

/** Splits on anything that is not a letter or digit (so "*_API_KEY" → its parts), after joining phrases. */
export function tokenize(text: string): string[] {
  let joined = text;
  for (const [pattern, replacement] of PHRASES) joined = joined.replace(pattern, replacement);
  return joined.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** The meaningful terms of a question, as the index sees them. */
export function questionTerms(question: string): string[] {
  return tokenize(question)
    .map(processTerm)
    .filter((t): t is string => t !== null);
}

/** Words, for usage counts (the offline model's "tokens"). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
