/**
 * "Describe it": the pattern library and the generator behind POST /api/workflows/generate. The templates
 * module builds its documents from the same patterns.
 */

export { assertRunnableDocument } from './check-document';
export { withFreshTriggerPaths } from './fresh-trigger-paths';
export type { BuiltWorkflow, WorkflowPattern } from './pattern';
export { patternById, WORKFLOW_PATTERNS } from './patterns';
export { readRequest } from './request-words';
export { GENERATE_LIMIT, generatorRoutes } from './routes';
