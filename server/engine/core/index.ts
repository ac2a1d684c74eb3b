/**
 * The workflow executor, pure: no I/O. Storage (`RunStore`), time (`EngineClock`), node implementations
 * (`nodeType`) and parameter resolution (`resolveParameters`) are injected. See ../README.md, "core".
 */
export type { DriveOptions, EngineDeps } from './drive-run';
export type {
  AttachedStep,
  NodeContext,
  NodeResult,
  NodeType,
  ParameterScope,
  PreparedParameters,
  PrepareParameters,
  ResolveParameters,
  UsageMeter,
  WaitRequest,
} from './node-type';
export { BudgetExceededError, budgetMessage, StopRunError } from './node-type';
export type {
  EngineClock,
  ExecutionState,
  PendingRun,
  RunErrorCode,
  RunRecord,
  RunStatus,
  RunStore,
  Step,
  StepError,
  StepStatus,
} from './run-record';
export type { PartialRunOptions, StartRunOptions } from './start-run';
export { PartialRunError, partialRun, resumeRun, retryRun, startRun } from './start-run';
export type {
  EdgeKind,
  ExecutableEdge,
  ExecutableNode,
  ExecutableWorkflow,
  Item,
  ItemLists,
  OnError,
} from './types';
export type { StepUsage, Usage, UsageReport } from './usage';
