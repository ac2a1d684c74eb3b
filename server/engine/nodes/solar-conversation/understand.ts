/**
 * With an AI provider, an answer the offline readers did not understand is read once by the model, which
 * rewrites it as a plain answer to the question asked ("the bank and I" → "own"); the machine then reads
 * that; a worry ("we may relocate for work") becomes the FAQ's own question, which the machine answers with its
 * curated text. Offline (or when the model cannot say), the answer goes to the machine as it was: the machine stays
 * the one that decides, and the offline path the tested default. In a Spanish conversation the model rewrites
 * into the Spanish forms the Spanish readers take ("soy dueño", "algo de sombra") and the FAQ's Spanish questions.
 */
import type { SolaraLocale } from '../../../../common/schemas/solara';
import {
  advanceSolara,
  question,
  SOLARA_FAQ,
  type SolaraEnv,
  type SolaraState,
} from '../../../../common/solar/solara';
import { BudgetExceededError } from '../../core/node-type';
import { type AiNodeContext, callModel } from '../ai/model-call';

/**
 * The model rewrites; it never answers. A worry or question it recognises becomes one of the FAQ's own
 * questions, word for word, which the machine then answers with the curated text (common/solar/solara/faq.ts).
 */
const SYSTEM_EN = [
  'You help a solar estimate chat read a homeowner’s answer. Rewrite the answer to the question as a short plain answer the form can read: a five-digit ZIP code; "own" or "rent"; "house", "townhouse", "condo" or "mobile home"; a number of years; "no shade", "some shade" or "heavy shade"; a dollar amount like "$180" or a usage like "900 kWh a month"; "cash", "loan", "lease", "ppa" or "not sure"; "asap", "3 months", "6 months" or "later"; a name; an e-mail; a phone number; a day and time like "Tuesday afternoon".',
  'If instead the homeowner asks a question or raises a worry that one of these questions covers, reply with that question, word for word:',
  ...SOLARA_FAQ.map((entry) => `- ${entry.question.en}`),
  'Reply with the rewritten answer or the question only, or UNKNOWN when the message says neither.',
].join('\n');

const SYSTEM_ES = [
  'You help a solar estimate chat in Spanish read a homeowner’s answer. Rewrite the answer to the question as a short plain answer in Spanish the form can read: a five-digit ZIP code; "soy dueño" or "alquilo"; "casa", "casa adosada", "condominio" or "casa móvil"; a number of years like "10 años"; "sin sombra", "algo de sombra" or "mucha sombra"; a dollar amount like "$180" or a usage like "900 kWh al mes"; "contado", "préstamo", "arrendamiento", "ppa" or "no estoy seguro"; "lo antes posible", "3 meses", "6 meses" or "más adelante"; a name; an e-mail; a phone number; a day and time like "martes por la tarde".',
  'If instead the homeowner asks a question or raises a worry that one of these questions covers, reply with that question, word for word:',
  ...SOLARA_FAQ.map((entry) => `- ${entry.question.es}`),
  'Reply with the rewritten answer or the question only, or UNKNOWN when the message says neither.',
].join('\n');

const SYSTEM: Readonly<Record<SolaraLocale, string>> = { en: SYSTEM_EN, es: SYSTEM_ES };

export async function readWithModel(
  ctx: AiNodeContext,
  state: SolaraState | null,
  message: string,
  env: SolaraEnv,
): Promise<string> {
  if (!state || message.trim() === '' || !ctx.ports.ai?.hasProvider()) return message;
  if (!advanceSolara(state, message, env).missed) return message;
  try {
    const result = await callModel(ctx, {
      system: SYSTEM[env.config.locale ?? 'en'],
      prompt: `Question: ${question(state.step, state, env.config).text}\nAnswer: ${message.slice(0, 500)}`,
      temperature: 0,
      maxTokens: 40,
    });
    const text = result.text.trim().replace(/^"|"$/g, '');
    if (result.offline || text === '' || /^unknown\b/i.test(text)) return message;
    return text.slice(0, 200);
  } catch (error) {
    if (error instanceof BudgetExceededError) throw error;
    return message;
  }
}
