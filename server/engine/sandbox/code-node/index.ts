/** The Code node's runtime (both n8n modes and n8n's result normalisation); the node folder calls `runCode`. */
export type { CodeMode } from './code-program';
export { CodeRunError, type CodeRunErrorKind } from './code-run-error';
export { normalizeAllItemsResult, normalizeEachItemResult } from './normalize-code-result';
export {
  CODE_NODE_LIMITS,
  type CodeLanguage,
  type CodeRunRequest,
  type CodeRunResult,
  runCode,
  type SandboxExecutor,
} from './run-code';
