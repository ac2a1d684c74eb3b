/**
 * n8n's Compare Datasets onto ours: its `typeVersion` becomes `n8nVersion` (the details that changed
 * between versions), v1's `options.fuzzyCompare` moves to the top, and before 2.1 "when there are
 * differences" defaulted to input B's version (later to both).
 */
import type { NodeParameters } from '../../../../../common/workflow/document';
import type { LegacyTranslation } from './legacy-node';

export function translateCompareDatasets(parameters: NodeParameters, typeVersion: number): LegacyTranslation {
  const options = (parameters.options ?? {}) as Record<string, NodeParameters[string]>;
  const { fuzzyCompare: optionFuzzy, ...otherOptions } = options;
  const fuzzyCompare = typeVersion >= 2 ? parameters.fuzzyCompare : optionFuzzy;
  return {
    type: 'compare-datasets',
    parameters: {
      ...parameters,
      options: otherOptions,
      resolve: parameters.resolve ?? (typeVersion < 2.1 ? 'preferInput2' : 'includeBoth'),
      ...(fuzzyCompare === undefined ? {} : { fuzzyCompare }),
      n8nVersion: typeVersion,
    },
  };
}
