/** Wire framing shared by the fake providers: server-sent events and newline-delimited JSON. */

/** One SSE frame carrying JSON data, optionally named (Anthropic names every event). */
export function sseData(data: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}

/** The terminator OpenAI-style streams end with. */
export const SSE_DONE = 'data: [DONE]\n\n';

export function ndjsonLine(data: unknown): string {
  return `${JSON.stringify(data)}\n`;
}

/**
 * Splits text into n pieces, at word boundaries when it has at least n words, else by characters
 * (fewer pieces only when the text is shorter than n characters).
 */
export function splitText(text: string, n: number): string[] {
  const words = text.split(/(?<=\s)(?=\S)/);
  const units = words.length >= n ? words : [...text];
  const count = Math.max(1, Math.min(n, units.length));
  const pieces: string[] = [];
  for (let i = 0; i < count; i++) {
    pieces.push(
      units
        .slice(Math.floor((i * units.length) / count), Math.floor(((i + 1) * units.length) / count))
        .join(''),
    );
  }
  return pieces;
}
