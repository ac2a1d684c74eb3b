/**
 * n8n-compatible expressions: `{{ … }}` templates and `=` parameters, a fast path for plain property paths, and
 * the sandbox for everything else. See server/engine/README.md.
 */
export {
  createExpressionEvaluator,
  EXPRESSION_LIMITS,
  type ExpressionEvaluator,
  type ExpressionEvaluatorOptions,
  type ExpressionPlan,
  renderInTemplate,
} from './evaluate-expression';
export { ExpressionError } from './expression-error';
export type { ExpressionLocation, ExpressionScope, NodeRunData, WorkflowItem } from './expression-scope';
export { tryFastPath } from './fast-path';
export { hasExpression, parseParameterValue } from './template-parser';
export { toSandboxScope, WORKFLOW_DATA_PRELUDE } from './workflow-data-prelude';
