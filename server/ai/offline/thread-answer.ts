/**
 * An answer from solved community threads: each cited by its title (a link to the thread) and its accepted
 * answer quoted, shortened at a paragraph or a sentence. Code blocks are kept whole or left out, never cut.
 */
import type { CitedThread } from './context';

/** How much of an accepted answer is quoted. */
export const QUOTED_CHARS = 600;

function shortened(markdown: string): string {
  const text = markdown.trim();
  if (text.length <= QUOTED_CHARS) return text;
  const paragraphs = text.split(/\n{2,}/);
  let out = '';
  for (const paragraph of paragraphs) {
    if (out.length + paragraph.length > QUOTED_CHARS) break;
    out += (out ? '\n\n' : '') + paragraph;
  }
  if (out !== '') return `${out}\n\n…`;
  // One long first paragraph: up to its last sentence that fits.
  const first = paragraphs[0]!.slice(0, QUOTED_CHARS);
  const end = Math.max(first.lastIndexOf('. '), first.lastIndexOf('.\n'));
  return `${end > 0 ? first.slice(0, end + 1) : first} …`;
}

const quote = (markdown: string) =>
  shortened(markdown)
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');

export function threadPathOf(thread: Pick<CitedThread, 'id' | 'slug'>): string {
  return `/community/t/${thread.id}/${thread.slug}`;
}

/** The answer's Markdown: the best thread first; a second one only as a link. */
export function answerFromThreads(threads: readonly CitedThread[]): string {
  const [best, ...others] = threads;
  if (!best) return '';
  const lines = [
    `The community solved this in [${best.title}](${threadPathOf(best)}). The accepted answer, by @${best.solver}:`,
    '',
    quote(best.solution),
  ];
  if (others.length > 0)
    lines.push('', `Also solved: ${others.map((t) => `[${t.title}](${threadPathOf(t)})`).join(', ')}.`);
  return lines.join('\n');
}
