/**
 * The deployments module (issue 11): deployments of published versions, API keys, and the surfaces that
 * call them. Tables: server/db/schema/deployments.ts (owned here).
 */

export { type DeployReport, deployedJson, deployFile, SLUG_TAKEN } from './deploy-file';
export {
  createDeployment,
  type DeploymentRow,
  deploymentByPublishableKey,
  deploymentBySlug,
  deploymentOfWorkflow,
  deploymentsByIds,
  deploymentsOfOwner,
  deploymentUrls,
  updateDeployment,
} from './deployments-service';
export { DeploymentPaused, PaymentRequired, WidgetSiteRefused } from './errors';
export { fleetRoutes } from './fleet-routes';
export { deploymentLogs, fleetStats, getFleet } from './fleet-service';
export { entryOf, type Invocation, type Invoked, invokeDeployment, splitPrice } from './invoke';
export { apiKeysByIds, createApiKey, issueDeploymentKey, revokeKeyOf } from './keys-service';
export { mcpRoutes } from './mcp-routes';
export { answerText, completionMeta, completionOf, completionUsage } from './openai-compat';
export { openAiRoutes } from './openai-routes';
export { ratingsByVersion, type VersionRatings } from './ratings';
export { apiKeyRoutes, DEPLOYMENT_WRITE_LIMIT, deploymentRoutes, runSurfaceRoutes } from './routes';
export { outputOf, resultOfRecord, storedResult } from './run-result';
export { type Caller, callerOf, keyCaller, liveDeployment } from './surface-auth';
export { installDeploymentRunHooks, pausedWebhooks, recordTriggerRun } from './trigger-runs';
export { WIDGET_CHAT_PER_DEPLOYMENT, WIDGET_CHAT_PER_IP, widgetRoutes } from './widget-routes';
export { type WidgetAccess, widgetAccess } from './widget-service';
export {
  deploymentRunsByWorkflowSql,
  type WorkflowDeploymentFigures,
  workflowDeploymentFigures,
} from './workflow-deployment-figures';
