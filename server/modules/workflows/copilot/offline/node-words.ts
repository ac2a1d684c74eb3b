/**
 * The words people use for node types ("an HTTP request", "an e-mail", "a condition"), declared by each
 * node (`words` in its `definition.ts`), longest phrase first, so "respond to webhook" is not read as
 * "webhook". Offline only: the model reads the catalogue.
 */
import { NODE_REGISTRY } from '../../../../engine/nodes/registry';

export interface NodeWord {
  type: string;
  /** Phrases, lower case; matched as whole words. */
  words: string[];
}

export const NODE_WORDS: NodeWord[] = NODE_REGISTRY.entries.flatMap(({ definition }) =>
  definition.words ? [{ type: definition.type, words: [...definition.words] }] : [],
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PHRASES = NODE_WORDS.flatMap((w) => w.words.map((phrase) => ({ phrase, type: w.type }))).sort(
  (a, b) => b.phrase.length - a.phrase.length,
);

/** The node type a phrase names, with where it was found; the longest phrase wins, then the earliest. */
export function nodeTypeIn(text: string): { type: string; index: number; phrase: string } | null {
  const lower = text.toLowerCase();
  let best: { type: string; index: number; phrase: string } | null = null;
  for (const { phrase, type } of PHRASES) {
    const match = new RegExp(`(?:^|[^a-z0-9-])(${escapeRegExp(phrase)})(?![a-z0-9])`).exec(lower);
    if (!match) continue;
    const index = match.index + match[0].length - phrase.length;
    if (
      !best ||
      phrase.length > best.phrase.length ||
      (phrase.length === best.phrase.length && index < best.index)
    )
      best = { type, index, phrase };
  }
  return best;
}
