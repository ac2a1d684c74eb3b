/**
 * Answers from the documents attached to a question (their text, read by the assistant module): the
 * passages that share the most words with the question, quoted, or for "summarise this" and a file sent
 * without a question, what the file holds and how it begins. Pure; the offline assistant is no model, so
 * it quotes rather than paraphrases, and says so.
 */
import { countOf } from '@common/plural';
import { questionTerms } from './terms';

export interface AttachedDocument {
  name: string;
  text: string;
}

export interface DocumentAnswer {
  text: string;
  suggestions: string[];
}

/** Passages quoted for a question. */
const MAX_PASSAGES = 3;
/** Characters of one quoted passage. */
const PASSAGE_MAX = 700;

const SUMMARY_REQUEST =
  /\b(summar[iy]\w*|tl;?dr|overview|gist|key points|main points|outline)\b|^\s*(?:what(?:'s| is) (?:in )?(?:this|it|the \w+)(?: about)?|what does (?:it|this|the \w+) say|read (?:it|this))\s*\??\s*$/i;

/** Words of how a question is put ("how long does it take", "how much does it cost"), not of what it asks about. */
const QUESTION_PHRASING = new Set(questionTerms('long take many much need make know say mean happen'));

interface Passage {
  doc: AttachedDocument;
  position: number;
  text: string;
  terms: Set<string>;
}

const HEADING_LINE = /^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/;

function passagesOf(doc: AttachedDocument): Passage[] {
  return doc.text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((text, position) => ({ doc, position, text, terms: new Set(questionTerms(text)) }));
}

const cut = (text: string) =>
  text.length > PASSAGE_MAX ? `${text.slice(0, PASSAGE_MAX).trimEnd()} …` : text;
const quote = (text: string) =>
  cut(text)
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function summaryOf(doc: AttachedDocument): string {
  const passages = passagesOf(doc);
  const headings = doc.text
    .split('\n')
    .map((line) => HEADING_LINE.exec(line)?.[1])
    .filter((h): h is string => Boolean(h));
  const lines = [
    `**${doc.name}** has ${countOf(words(doc.text), 'word')} in ${countOf(passages.length, 'paragraph')}.`,
  ];
  if (headings.length > 0) lines.push(`Its sections: ${headings.slice(0, 12).join(' · ')}.`);
  const opening = passages.filter((p) => !HEADING_LINE.test(p.text)).slice(0, 2);
  if (opening.length > 0) lines.push('It begins:', opening.map((p) => quote(p.text)).join('\n>\n'));
  return lines.join('\n\n');
}

/** Said once per answer: the offline label (label.ts) already says it is no AI model. */
const QUOTES_NOTE = 'I quote the parts of your file that match; a connected AI provider can interpret it.';

/** The answer from the documents; null when there are none. */
export function answerFromDocuments(
  question: string,
  documents: readonly AttachedDocument[],
): DocumentAnswer | null {
  const readable = documents.filter((d) => d.text.trim() !== '');
  if (readable.length === 0) return null;
  const terms = [...new Set(questionTerms(question))].filter((t) => !QUESTION_PHRASING.has(t));
  const suggestions = readable.slice(0, 1).map((d) => `Summarise ${d.name}`);
  if (terms.length === 0 || SUMMARY_REQUEST.test(question)) {
    return {
      text: [...readable.map(summaryOf), QUOTES_NOTE].join('\n\n'),
      suggestions: ['How do I connect OpenAI or another provider?'],
    };
  }
  const passages = readable.flatMap(passagesOf);
  // Rarer words weigh more: a word in every paragraph says little about which one answers.
  const weight = new Map(
    terms.map((term) => {
      const holding = passages.filter((p) => p.terms.has(term)).length;
      return [term, holding === 0 ? 0 : Math.log(1 + passages.length / holding)];
    }),
  );
  const ranked = passages
    .filter((p) => !HEADING_LINE.test(p.text) || p.text.includes('\n'))
    .map((p) => ({
      p,
      score: terms.reduce((sum, t) => sum + (p.terms.has(t) ? (weight.get(t) ?? 0) : 0), 0),
    }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  // Passages far behind the best one share a word with the question by chance.
  const best = ranked[0]?.score ?? 0;
  const scored = ranked
    .filter((s) => s.score >= best / 2)
    .slice(0, MAX_PASSAGES)
    .map((s) => s.p)
    .sort((a, b) =>
      a.doc === b.doc ? a.position - b.position : readable.indexOf(a.doc) - readable.indexOf(b.doc),
    );
  if (scored.length === 0) {
    const names = readable.map((d) => `**${d.name}**`).join(' and ');
    return {
      text: [
        `I found nothing about “${question.trim()}” in ${names}.`,
        ...readable.map(summaryOf),
        QUOTES_NOTE,
      ].join('\n\n'),
      suggestions,
    };
  }
  const byDoc = new Map<AttachedDocument, Passage[]>();
  for (const p of scored) byDoc.set(p.doc, [...(byDoc.get(p.doc) ?? []), p]);
  const parts = [...byDoc].map(
    ([doc, chosen]) => `From **${doc.name}**:\n\n${chosen.map((p) => quote(p.text)).join('\n>\n> …\n>\n')}`,
  );
  return { text: [...parts, QUOTES_NOTE].join('\n\n'), suggestions };
}
