/** Solara's message catalogues by locale (./catalogue.ts): `solaraMessages(locale)`; English when none. */
import type { SolaraLocale } from '../../../schemas/solara';
import type { SolaraCatalogue } from './catalogue';
import { en } from './en';
import { es } from './es';

export type {
  SolaraCatalogue,
  SolaraPrompt,
  SolaraQuestionText,
  SolaraVariantWording,
  SolaraWordingId,
} from './catalogue';
export { dollars } from './catalogue';

export const SOLARA_CATALOGUES: Readonly<Record<SolaraLocale, SolaraCatalogue>> = { en, es };

/** The catalogue of a conversation's locale (a configuration kept before locales existed has none: English). */
export function solaraMessages(locale: SolaraLocale | undefined): SolaraCatalogue {
  return SOLARA_CATALOGUES[locale ?? 'en'] ?? en;
}
