import { DateTime } from 'luxon';
import type { ExpressionScope, WorkflowItem } from '../../expressions';
import { toSandboxScope, WORKFLOW_DATA_PRELUDE } from '../../expressions';
import { INTL_PRELUDE, usesIntl } from '../../expressions/intl-prelude';
import { LUXON_PRELUDE, usesDates } from '../../expressions/luxon-prelude';
import type { ConsoleEntry, SandboxLimits, SandboxOutcome, SandboxProgram } from '../sandbox-types';
import type { SandboxJobOptions } from '../worker-pool';
import { type CodeMode, codeProgram } from './code-program';
import { CodeRunError } from './code-run-error';
import { normalizeAllItemsResultInSlices, normalizeEachItemResultsInSlices } from './normalize-code-result';

/** User code may do real work: a longer deadline and more memory than an expression. */
export const CODE_NODE_LIMITS: Partial<SandboxLimits> = { timeoutMs: 10_000, memoryBytes: 128 * 1024 * 1024 };

/** Where the program runs: `pool.run` of a `SandboxWorkerPool` in the server, or an in-thread runner in tests. */
export type SandboxExecutor = (
  program: SandboxProgram,
  options?: SandboxJobOptions,
) => Promise<SandboxOutcome>;

/** n8n's names: `python` (Pyodide in n8n) and `pythonNative` (its task runner) both run as Python here. */
export type CodeLanguage = 'javaScript' | 'python' | 'pythonNative';

export interface CodeRunRequest {
  code: string;
  mode: CodeMode;
  /** Default `javaScript`. Python gets n8n's `_` names (`_input`, `_json`, `_items`, `_item`, `_('Node')`). */
  language?: CodeLanguage;
  /** The node's input items are `scope.inputItems`; `$('Node')`, `$vars`… come from the rest. */
  scope: ExpressionScope;
  limits?: Partial<SandboxLimits>;
  /** The account it runs for and the run's signal (stops the code when the run ends), for the pool. */
  job?: SandboxJobOptions;
}

export interface CodeRunResult {
  items: WorkflowItem[];
  logs: ConsoleEntry[];
}

/**
 * The Code node's logic: runs the user's JavaScript or Python in n8n's "run once for all items" or "run once for each
 * item" mode and normalises what it returns into items. Throws `CodeRunError` (with the console output so far).
 */
export async function runCode(execute: SandboxExecutor, request: CodeRunRequest): Promise<CodeRunResult> {
  const { code, mode, scope } = request;
  const offset = DateTime.fromJSDate(scope.now, { zone: scope.timezone }).offset;
  const input = {
    scope: toSandboxScope(scope, code, Number.isFinite(offset) ? offset : 0, { allItems: true }),
  };
  const limits = { ...CODE_NODE_LIMITS, ...request.limits };
  const preludes = [
    WORKFLOW_DATA_PRELUDE,
    ...(usesDates(code) ? [LUXON_PRELUDE] : []),
    ...(usesIntl(code) ? [INTL_PRELUDE] : []),
  ];
  const program: SandboxProgram =
    request.language === 'python' || request.language === 'pythonNative'
      ? { kind: 'python', source: code, input: { ...input, mode }, limits }
      : codeProgram(code, mode, input, preludes, limits);
  const outcome = await execute(program, request.job);
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
    // In slices with turns of the event loop between them: a result may be 100,000 items.
    const items =
      mode === 'runOnceForAllItems'
        ? await normalizeAllItemsResultInSlices(outcome.value)
        : await normalizeEachItemResultsInSlices(Array.isArray(outcome.value) ? outcome.value : []);
    return { items, logs: outcome.logs };
  } catch (error) {
    if (error instanceof CodeRunError) error.logs = outcome.logs;
    throw error;
  }
}
