/**
 * The workflows module's public surface: the API routes, the webhook routes and the form routes. Tables:
 * server/db/schema/workflows.ts and workflows-webhooks.ts (owned here). The engine (server/engine) runs
 * documents; this module stores them.
 */

export { AGENT_CHAT_LIMIT, agentRoutes, chatWithAgent, createAgent } from './agents';
export { APPROVAL_LIMIT_PER_IP, approvalRoutes } from './approvals';
export { COPILOT_LIMIT, copilotRoutes } from './copilot';
export {
  addRunHook,
  addRunPorts,
  createWorkflowTimers,
  documentOfRun,
  executeRun,
  queueRun,
  type RunEnv,
  type RunHook,
  type RunPortsProvider,
  type RunTarget,
  settleRunsInFlight,
  startWorkflowTimers,
  type WorkflowTimers,
} from './execution';
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
  addPaymentSource,
  type PaymentSource,
  type PaymentSourceFinder,
  type PaymentToCheck,
  WORKFLOW_TRANSFER_KIND,
} from './ports';
export { pruneRuns, type RunRetention, startRunPruning } from './retention';
export { WORKFLOW_WRITE_LIMIT, workflowRoutes } from './routes';
export { type RunQueues, startRunQueues } from './run-queues';
export {
  type ActiveRunCounts,
  BUILDER_TRIGGERS,
  claimEffect,
  confirmEffect,
  countActiveRuns,
  createDatabaseRunStore,
  findEffect,
  type RunAnalyticsQuery,
  type RunBucket,
  type RunErrorCount,
  type RunMeta,
  type RunStats,
  recentRunRoutes,
  runEnvOf,
  runLinks,
  runStatsByVersion,
  runStatsByWorkflow,
  runStatsOverTime,
  successRateOf,
  topRunErrors,
  type VersionRunStats,
  writeHeldRuns,
} from './runs';
export {
  activateWorkflow,
  createBullJobSchedules,
  createScheduler,
  deactivateWorkflow,
  fixedSegmentsFitting,
  formRoutes,
  type Scheduler,
  webhookRoutes,
} from './triggers';
export {
  contentHash,
  latestVersionNumber,
  NOTHING_TO_DEPLOY,
  publishedVersion,
  publishVersion,
  type RunOutcome,
  runOutcome,
  versionsWithNodeType,
  type WorkflowBasics,
  workflowBasics,
} from './versions';
export { loadStored, ownWorkflow } from './workflow-rows';
export { createWorkflow, saveDraft } from './workflows-service';
