import { describe, expect, it } from 'vitest';
import { asksSomething, matchFaq, SOLARA_FAQ } from './faq';
import { SOLARA_CATALOGUES } from './messages';
import { SOLARA_VARIANTS } from './variants';

/** Every list of strings in the catalogues: each language's quick replies and sample answers. */
function listsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (value && typeof value === 'object') return Object.values(value).flatMap(listsOf);
  return [];
}

describe("Solara's curated FAQ", () => {
  it.each([
    ['Is there a tax credit?', 'tax-credit'],
    ['what about the federal tax credit?', 'tax-credit'],
    ['What if I sell my house in a few years?', 'moving'],
    ['Will the panels damage my roof?', 'roof'],
    ['Does it work in winter?', 'weather'],
    ['How long do panels last?', 'maintenance'],
    ['Will I have power during an outage?', 'outage'],
    ['Is this a scam?', 'trust'],
    ["I'm worried it's too expensive", 'cost'],
    ['Why do you need my email?', 'privacy'],
    ['How accurate is this?', 'accuracy'],
    ['Can my HOA say no?', 'hoa'],
    ['What happens to the extra power?', 'export'],
    ['¿Qué pasa si me mudo?', 'moving'],
    ['¿Hay un crédito fiscal?', 'tax-credit'],
    ['¿Funciona cuando está nublado?', 'weather'],
  ])('answers “%s” from the entry %s', (question, id) => {
    expect(matchFaq(question)?.id).toBe(id);
  });

  it('matches each canonical question to its own entry, in both languages', () => {
    for (const entry of SOLARA_FAQ) {
      expect(matchFaq(entry.question.en)?.id, entry.question.en).toBe(entry.id);
      expect(matchFaq(entry.question.es)?.id, entry.question.es).toBe(entry.id);
    }
  });

  it('leaves plain answers to the questions alone: every variant’s sample answers and quick replies', () => {
    const answers = [
      ...SOLARA_VARIANTS.flatMap((v) => [
        ...v.sampleAnswers,
        ...Object.values(v.questions).flatMap((q) => q?.quickReplies ?? []),
      ]),
      ...Object.values(SOLARA_CATALOGUES).flatMap(listsOf),
      'Backup power',
      'Lower my bill',
      'I rent',
      'yes we own it',
      'a little shade in the afternoon',
      'Can we do next Tuesday afternoon?',
      'Jane Doe',
      'jane@example.com',
    ];
    for (const answer of answers) expect(matchFaq(answer), answer).toBeNull();
  });

  it('tells a question or worry from an answer', () => {
    expect(asksSomething('what if I move')).toBe(true);
    expect(asksSomething("I'm worried about leaks")).toBe(true);
    expect(asksSomething('About $180')).toBe(false);
    expect(asksSomething('Backup for outages')).toBe(false);
  });

  it('never promises a federal credit to a homeowner who owns the system', () => {
    for (const entry of SOLARA_FAQ) {
      expect(entry.answer.en).not.toMatch(/you (can|could|will|may) (claim|get) (a|the) (federal|30%)/i);
      expect(entry.answer.en.length).toBeLessThan(600);
      expect(entry.answer.es.length).toBeLessThan(700);
    }
  });
});

describe('Spanish questions without a question mark', () => {
  it('reads a Spanish question word at the start, accents and all', () => {
    expect(asksSomething('qué pasa si vendo la casa')).toBe(true);
    expect(asksSomething('me preocupa que sea muy caro')).toBe(true);
    expect(matchFaq('me preocupa que sea muy caro')?.id).toBe('cost');
    expect(asksSomething('quesadilla')).toBe(false);
  });
});
