/**
 * The workflows module's public surface: the API routes, the webhook routes and the form routes. Tables:
 * server/db/schema/workflows.ts and workflows-webhooks.ts (owned here). The engine (server/engine) runs
 * documents; this module stores them.
 */

export { activateWorkflow, deactivateWorkflow } from './activation';
export { AGENT_CHAT_LIMIT, agentRoutes } from './agents-routes';
export { chatWithAgent, createAgent } from './agents-service';
export { APPROVAL_LIMIT_PER_IP, approvalRoutes } from './approvals-routes';
export { createBullJobSchedules } from './bullmq-schedules';
export { contentHash } from './content-hash';
export { COPILOT_LIMIT, copilotRoutes } from './copilot';
export { formRoutes } from './form-routes';
export {
  assertRunnableDocument,
  type BuiltWorkflow,
  GENERATE_LIMIT,
  generatorRoutes,
  patternById,
  readRequest,
  WORKFLOW_PATTERNS,
  type WorkflowPattern,
  withFreshTriggerPaths,
} from './generator';
export { convertWorkflowText, importWorkflowFile } from './import-service';
export {
  latestVersionNumber,
  NOTHING_TO_DEPLOY,
  publishedVersion,
  type RunOutcome,
  runOutcome,
  type WorkflowBasics,
  workflowBasics,
} from './published';
export { queueRun } from './queued-runs';
export { recentRunRoutes } from './recent-runs';
export { pruneRuns, type RunRetention, startRunPruning } from './retention';
export { WORKFLOW_WRITE_LIMIT, workflowRoutes } from './routes';
export {
  BUILDER_TRIGGERS,
  type RunAnalyticsQuery,
  type RunBucket,
  type RunErrorCount,
  type RunStats,
  runStatsByVersion,
  runStatsOverTime,
  topRunErrors,
  type VersionRunStats,
} from './run-analytics';
export { type ActiveRunCounts, countActiveRuns } from './run-counts';
export { runEnvOf, runLinks } from './run-env';
export { addRunHook, type RunHook } from './run-hooks';
export { type RunQueues, startRunQueues } from './run-queues';
export { createDatabaseRunStore, type RunMeta } from './run-store';
export { documentOfRun, executeRun, type RunEnv, type RunTarget } from './runtime';
export { createScheduler, type Scheduler } from './schedules';
export { createWorkflowTimers, startWorkflowTimers, type WorkflowTimers } from './timers';
export { publishVersion } from './versions-service';
export { fixedSegmentsFitting } from './webhook-paths';
export { webhookRoutes } from './webhook-routes';
export { loadStored, ownWorkflow } from './workflow-rows';
export { createWorkflow, saveDraft } from './workflows-service';
