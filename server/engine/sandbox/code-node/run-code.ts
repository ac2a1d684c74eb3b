import { DateTime } from 'luxon';
import type { ExpressionScope, WorkflowItem } from '../../expressions';
import { toSandboxScope, WORKFLOW_DATA_PRELUDE } from '../../expressions';
import { DATE_SHIM_PRELUDE, usesDates } from '../../expressions/date-shim-prelude';
import type { ConsoleEntry, SandboxLimits, SandboxOutcome, SandboxProgram } from '../sandbox-types';
import { type CodeMode, codeProgram } from './code-program';
import { CodeRunError } from './code-run-error';
import { normalizeAllItemsResult, normalizeEachItemResult } from './normalize-code-result';

/** User code may do real work: a longer deadline and more memory than an expression. */
export const CODE_NODE_LIMITS: Partial<SandboxLimits> = { timeoutMs: 10_000, memoryBytes: 128 * 1024 * 1024 };

/** Where the program runs: `pool.run` of a `SandboxWorkerPool` in the server, or an in-thread runner in tests. */
export type SandboxExecutor = (program: SandboxProgram) => Promise<SandboxOutcome>;

export interface CodeRunRequest {
  code: string;
  mode: CodeMode;
  /** The node's input items are `scope.inputItems`; `$('Node')`, `$vars`… come from the rest. */
  scope: ExpressionScope;
  limits?: Partial<SandboxLimits>;
}

export interface CodeRunResult {
  items: WorkflowItem[];
  logs: ConsoleEntry[];
}

/**
 * The Code node's logic: runs the user's JavaScript in n8n's "run once for all items" or "run once for each
 * item" mode and normalises what it returns into items. Throws `CodeRunError` (with the console output so far).
 */
export async function runCode(execute: SandboxExecutor, request: CodeRunRequest): Promise<CodeRunResult> {
  const { code, mode, scope } = request;
  const offset = DateTime.fromJSDate(scope.now, { zone: scope.timezone }).offset;
  const input = {
    scope: toSandboxScope(scope, code, Number.isFinite(offset) ? offset : 0, { allItems: true }),
  };
  const preludes = usesDates(code) ? [WORKFLOW_DATA_PRELUDE, DATE_SHIM_PRELUDE] : [WORKFLOW_DATA_PRELUDE];
  const outcome = await execute(
    codeProgram(code, mode, input, preludes, { ...CODE_NODE_LIMITS, ...request.limits }),
  );
  if (!outcome.ok) {
    const { kind, message, line } = outcome.error;
    const itemMatch = / \[item (\d+)\]$/.exec(message);
    const error = new CodeRunError(kind, itemMatch ? message.slice(0, itemMatch.index) : message, {
      ...(line === undefined ? {} : { line }),
      ...(itemMatch?.[1] ? { itemIndex: Number(itemMatch[1]) } : {}),
    });
    error.logs = outcome.logs;
    throw error;
  }
  try {
    const items =
      mode === 'runOnceForAllItems'
        ? normalizeAllItemsResult(outcome.value)
        : (Array.isArray(outcome.value) ? outcome.value : [])
            .map((value, index) => normalizeEachItemResult(value, index))
            .filter((item): item is WorkflowItem => item !== null);
    return { items, logs: outcome.logs };
  } catch (error) {
    if (error instanceof CodeRunError) error.logs = outcome.logs;
    throw error;
  }
}
