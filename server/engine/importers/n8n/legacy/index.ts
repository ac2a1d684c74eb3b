/**
 * Older n8n node versions, translated per `typeVersion` into the parameters our nodes read (README in
 * ../../README.md, "n8n versions"). Types and versions not listed here are imported as they are.
 */

import { translateFilter, translateIf, translateSwitch } from './conditions';
import { translateMerge } from './merge';
import { translateSet } from './set';
import type { LegacyTranslation } from './translation';

export { switchOutput } from './conditions';
export type { LegacyTranslation } from './translation';

type Translate = (parameters: Record<string, unknown>, version: number) => LegacyTranslation | undefined;

const TRANSLATIONS: Readonly<Record<string, Translate>> = {
  'n8n-nodes-base.set': translateSet,
  'n8n-nodes-base.if': translateIf,
  'n8n-nodes-base.filter': translateFilter,
  'n8n-nodes-base.switch': translateSwitch,
  'n8n-nodes-base.merge': translateMerge,
};

export function translateLegacyParameters(
  type: string,
  version: number,
  parameters: Record<string, unknown>,
): LegacyTranslation | undefined {
  return TRANSLATIONS[type]?.(parameters, version);
}
