/**
 * The panels' calls and query keys, on the builders' `api.ts`: the expression preview, a workflow's
 * summary, its versions, their diff, restore and publish. The version list shares its key with the
 * canvas, so publishing from either refreshes both.
 */
import {
  type DiffSide,
  fetchDiff,
  fetchVersions,
  fetchWorkflow,
  previewExpression,
  publishWorkflow,
  restoreVersion,
  workflowKeys,
} from '../api';

export type { DiffSide };
export { fetchDiff, fetchVersions, fetchWorkflow, previewExpression, restoreVersion };
export const publishDraft = publishWorkflow;

export const panelKeys = {
  workflow: workflowKeys.panel,
  versions: workflowKeys.versions,
  diff: (id: string, from: DiffSide, to: DiffSide) =>
    [...workflowKeys.panel(id), 'diff', String(from), String(to)] as const,
};
