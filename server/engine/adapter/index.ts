/** From a saved workflow document to a run: see ../README.md. */
export { createMemoryRunStore, type MemoryRunStore } from './memory-store';
export { createParameterResolver, type ParameterResolver, type RunMeta } from './resolve-parameters';
export {
  documentDeps,
  partialDocument,
  type RunDocumentOptions,
  resumeDocument,
  retryDocument,
  runDocument,
} from './run-document';
export { systemClock } from './system-clock';
export { toExecutableWorkflow } from './to-executable';
