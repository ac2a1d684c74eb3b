/**
 * Plain word handling for the AI nodes' offline methods (keyword overlap, extractive summaries) and for
 * cutting long text into chunks. Deterministic and language-light: English stop words, a crude suffix trim.
 */

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have he her his how i if in ' +
    'into is it its me my no not of on or our she so than that the their them then there these they this ' +
    'to too us was we were what when where which who why will with would you your about all any also just ' +
    'more most other some such only own same very should may might must shall yes ok please'
  ).split(' '),
);

/** A word's comparable form: lower case, with a common English suffix trimmed. */
function stem(word: string): string {
  for (const suffix of ['ing', 'ed', 's', 'ly']) {
    if (word.length > suffix.length + 3 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

/** The content words of a text, stemmed, stop words left out. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map(stem);
}

/** How many distinct content words of `about` appear in `text`. */
export function overlap(text: string, about: string): number {
  const present = new Set(contentWords(text));
  return new Set(contentWords(about).filter((w) => present.has(w))).size;
}

export function sentences(text: string): string[] {
  return (text.replace(/\s+/g, ' ').match(/[^.!?]+(?:[.!?]+|$)/g) ?? [])
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * An extractive summary: the sentences whose words are most frequent in the whole text, in their order,
 * about a fifth of them (at least one, at most `maxSentences`).
 */
export function extractiveSummary(text: string, maxSentences = 5): string {
  const all = sentences(text);
  if (all.length <= 2) return all.join(' ');
  const frequency = new Map<string, number>();
  for (const word of contentWords(text)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const scored = all.map((sentence, index) => {
    const words = contentWords(sentence);
    const score = words.reduce((sum, w) => sum + (frequency.get(w) ?? 0), 0) / Math.max(1, words.length);
    return { sentence, index, score };
  });
  const keep = Math.min(maxSentences, Math.max(1, Math.round(all.length / 5)));
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, keep)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence)
    .join(' ');
}

/** Cuts text into pieces of at most `size` characters, each starting `overlap` characters before the last ended, at a space when one is near. */
export function chunkText(text: string, size: number, overlapChars: number): string[] {
  if (text.length <= size) return [text];
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      if (space > start + size / 2) end = space;
    }
    chunks.push(text.slice(start, end).trim());
    if (end >= text.length) break;
    start = Math.max(end - overlapChars, start + 1);
  }
  return chunks.filter((c) => c.length > 0);
}
