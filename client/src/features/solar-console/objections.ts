/** The objection cards: Solara's FAQ answers, the lead's raised concerns first, filtered by a search. Pure. */
import { SOLARA_FAQ, type SolaraFaqEntry, type SolaraFaqLocale } from '@common/solar/solara/faq';

export interface ObjectionCard {
  id: string;
  question: string;
  answer: string;
  raised: boolean;
}

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

export function objectionCards(
  raised: readonly string[],
  search: string,
  locale: SolaraFaqLocale = 'en',
  faq: readonly SolaraFaqEntry[] = SOLARA_FAQ,
): ObjectionCard[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const cards = faq
    .map((e) => ({
      id: e.id,
      question: e.question[locale],
      answer: e.answer[locale],
      raised: raised.includes(e.id),
    }))
    .filter((c) => {
      const text = fold(`${c.question} ${c.answer}`);
      return words.every((w) => text.includes(w));
    });
  // Stable: raised ones first, each group in the FAQ's own order.
  return [...cards.filter((c) => c.raised), ...cards.filter((c) => !c.raised)];
}
