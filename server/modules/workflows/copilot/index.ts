/** The copilot at /builder-classic: POST /api/workflows/copilot. See README.md. */
export { checkOperation, findNode } from './check-operation';
export { checkOperations } from './check-operations';
export { interpretOffline } from './offline/interpret';
export { COPILOT_LIMIT, copilotRoutes } from './routes';
