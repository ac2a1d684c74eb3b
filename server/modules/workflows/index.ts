/**
 * The workflows module's public surface: the API routes. Tables: server/db/schema/workflows.ts (owned
 * here). The engine (server/engine) runs documents; this module stores them.
 */
export { WORKFLOW_WRITE_LIMIT, workflowRoutes } from './routes';
export { createDatabaseRunStore, type RunMeta } from './run-store';
export { createScheduler, type Scheduler } from './schedules';
