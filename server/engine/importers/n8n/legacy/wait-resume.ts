/**
 * n8n's Wait node resumes after an interval or at a time (ours does both), or on a webhook call or a form
 * submission, which ours does not: such a node imports as a placeholder naming the parameter.
 */
import type { NodeParameters } from '../../../../../common/workflow/document';
import type { LegacyTranslation } from './legacy-node';

export function translateWait(parameters: NodeParameters): LegacyTranslation {
  const resume = parameters.resume ?? 'timeInterval';
  if (resume === 'timeInterval' || resume === 'specificTime') return { type: 'wait', parameters };
  return {
    reason: `the Wait node resuming on "${String(resume)}" (parameter "resume") has no AIZ equivalent; use an approval or a webhook trigger`,
  };
}
