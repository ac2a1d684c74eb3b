/**
 * n8n's Date & Time: version 2 outputs only the result unless `options.includeInputFields` is on (ours
 * keeps the input fields by default), so an imported v2 node says so. Version 1 (`action`, `value`,
 * `dataPropertyName`, moment formats) has another layout entirely: its "format" action is translated in
 * date-time-v1.ts, the rest imports as a placeholder rather than running on parameters it would misread.
 */
import type { NodeParameters } from '../../../../../common/workflow/document';
import { translateDateTimeV1 } from './date-time-v1';
import type { LegacyTranslation } from './legacy-node';

export function translateDateTime(parameters: NodeParameters, typeVersion: number): LegacyTranslation {
  if (typeVersion < 2) return translateDateTimeV1(parameters);
  return { type: 'date-time', parameters: { ...parameters, includeInputFields: false } };
}
