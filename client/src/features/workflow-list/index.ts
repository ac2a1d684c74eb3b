/**
 * Saved workflows (issue 10, item 8): the list at /workflows, a workflow's executions at /workflows/:id and
 * one run at /workflows/:id/runs/:runId. Only the pages import this feature, lazily.
 */
export { ExecutionsView } from './executions-view';
export { RunDetailView } from './run-detail-view';
export { WorkflowsView } from './workflows-view';
