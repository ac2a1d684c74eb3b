import { z } from 'zod';
import type { ConsoleEntry } from '../../sandbox';
import { CodeRunError, runCode, type SandboxExecutor } from '../../sandbox/code-node';
import type { NodeDefinition } from '../definition';
import { defineNode } from '../definition';
import { sharedPoolExecutor } from './shared-pool';

const parameters = z.object({
  mode: z
    .enum(['runOnceForAllItems', 'runOnceForEachItem'])
    .default('runOnceForAllItems')
    .meta({
      'x-enum-labels': {
        runOnceForAllItems: 'Run once for all items',
        runOnceForEachItem: 'Run once for each item',
      },
    }),
  // n8n's values: `python` (its Pyodide node) and `pythonNative` (its task runner) both run as Python.
  language: z
    .enum(['javaScript', 'python', 'pythonNative'])
    .default('javaScript')
    .meta({
      'x-enum-labels': { javaScript: 'JavaScript', python: 'Python', pythonNative: 'Python (native)' },
    }),
  jsCode: z
    .string()
    .default('return $input.all();')
    .meta({ 'x-show-when': { language: ['javaScript'] } }),
  pythonCode: z
    .string()
    .default('return _input.all()')
    .meta({ 'x-show-when': { language: ['python', 'pythonNative'] } }),
});

/** `console.log` lines as written; other levels say theirs (`warn: …`). */
const logLine = (entry: ConsoleEntry) =>
  entry.level === 'log' ? entry.text : `${entry.level}: ${entry.text}`;

/** The Code node running its programs through `execute` (a worker pool's `run`); tests inject their own. */
export function createCodeNode(execute: SandboxExecutor): NodeDefinition<typeof parameters> {
  return defineNode({
    type: 'code',
    version: 1,
    displayName: 'Code',
    group: 'data',
    words: ['code', 'javascript', 'script', 'function'],
    description: 'Runs your JavaScript or Python on the items.',
    documentation:
      "Run once for all items: your code reads `$input.all()` (or `items`) and returns an array of items (plain objects are wrapped as `{ json }`). Run once for each item: it reads `$json` / `$input.item` and returns one object, or nothing to drop the item. `$('Node')`, `$vars`, `$now` and `DateTime` work as in expressions. Python (`language: python`, code in `pythonCode`) reads n8n's `_input.all()`, `_input.item`, `_json`, `_items`, `_item` and `_('Node')`, prints with `print()`, has the standard library and returns a list of dicts (or one dict per item). `setTimeout` and `setInterval` call back in the order they fall due, without waiting. The code runs in an isolated sandbox without network or files, with a 10 second limit (Python's first run in a worker also loads Python, a few seconds).",
    inputs: 1,
    outputs: ['Output'],
    parameters,
    // The code is JavaScript, not a template: `{{ }}` inside it stays as written.
    literalParameters: ['jsCode', 'pythonCode'],
    parameterItems: 'first',
    // Dify's end, answer, template and aggregator nodes compute values from other nodes' outputs, which a
    // small Code node says exactly (importers/dify/translate-node.ts); Python 3 code runs as Python.
    imports: {
      n8n: ['n8n-nodes-base.code'],
      dify: ['end', 'answer', 'variable-assigner', 'variable-aggregator', 'template-transform', 'code'],
    },
    execute: async (ctx, [items = []]) => {
      const { mode, language, jsCode, pythonCode } = ctx.parameters();
      const base = ctx.expressionScope?.(0);
      const scope = base
        ? { ...base, inputItems: items }
        : {
            // Outside a document run (a node test): only the items and the run index.
            inputItems: items,
            itemIndex: 0,
            runIndex: ctx.runIndex,
            nodes: {},
            vars: {},
            workflow: { id: '', name: '', active: false },
            execution: { id: '', mode: 'manual' as const },
            now: new Date(ctx.now()),
            timezone: 'UTC',
          };
      // The console output goes to the step's log whether the code succeeds or fails.
      const report = (logs: ConsoleEntry[]) => {
        for (const entry of logs) ctx.log(logLine(entry));
      };
      try {
        const { items: out, logs } = await runCode(execute, {
          code: language === 'javaScript' ? jsCode : pythonCode,
          mode,
          language,
          scope,
          // The run's signal stops the code when the run ends (its deadline, a cancel).
          job: { ...(ctx.tenant ? { tenant: ctx.tenant } : {}), signal: ctx.signal },
        });
        report(logs);
        return [out];
      } catch (error) {
        if (error instanceof CodeRunError) {
          report(error.logs);
          // n8n shows its hint beside the message; here it goes to the step's log.
          if (error.description) ctx.log(error.description);
        }
        throw error;
      }
    },
  });
}

export const codeNode = createCodeNode(sharedPoolExecutor);
