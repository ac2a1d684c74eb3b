/**
 * Forms of active workflows: the definition a hosted page shows, and a submission checked against the
 * form's fields (a zod schema built from them) before it runs the active version.
 */
import { type FormDefinition, formSubmissionSchema } from '@common/schemas/webhooks';
import type { Item } from '../../../engine/core';
import type { FormTriggerParameters } from '../../../engine/nodes/form-trigger/definition';
import { describeIssues } from '../../../http/validation';
import { Invalid, NotFound } from '../../../lib/errors';
import type { RunEnv, RunTarget } from '../runs';
import { findServedRoute, servedVersion } from './webhook-registry';

export const NO_SUCH_FORM = 'There is no active form at this path.';

export interface ServedForm {
  target: RunTarget;
  nodeId: string;
  parameters: FormTriggerParameters;
}

export async function findForm(env: Pick<RunEnv, 'db'>, path: string): Promise<ServedForm> {
  const route = await findServedRoute(env.db, 'form', 'POST', path);
  const served = route?.versionNumber
    ? await servedVersion(env.db, route.workflow.id, route.versionNumber)
    : undefined;
  const trigger = served?.triggers.find((t) => t.kind === 'form' && t.nodeId === route?.nodeId);
  if (!route?.versionNumber || !served || trigger?.kind !== 'form') throw new NotFound(NO_SUCH_FORM);
  return {
    target: {
      workflow: route.workflow,
      document: served.document,
      versionNumber: route.versionNumber,
      trigger: 'form',
    },
    nodeId: trigger.nodeId,
    parameters: trigger.parameters,
  };
}

export function formDefinition(form: ServedForm, path: string): FormDefinition {
  const p = form.parameters;
  return {
    path,
    title: p.formTitle,
    description: p.formDescription,
    fields: p.formFields,
    submitLabel: p.submitLabel,
  };
}

export const SUBMISSION_INVALID = 'Some answers need another look.';

/** The trigger's item for a submission, in n8n's shape: values by label, `submittedAt`, `formMode`. */
export function submissionItem(form: ServedForm, values: unknown, now: Date): Item {
  const checked = formSubmissionSchema(form.parameters.formFields).safeParse(values);
  if (!checked.success)
    throw new Invalid(SUBMISSION_INVALID, { issues: describeIssues(checked.error.issues) });
  return { json: { ...checked.data, submittedAt: now.toISOString(), formMode: 'production' } };
}
