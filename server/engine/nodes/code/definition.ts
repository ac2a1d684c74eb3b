import { z } from 'zod';
import type { ConsoleEntry } from '../../sandbox';
import { CodeRunError, runCode, type SandboxExecutor } from '../../sandbox/code-node';
import type { NodeDefinition } from '../definition';
import { defineNode } from '../definition';
import { sharedPoolExecutor } from './shared-pool';

const parameters = z.object({
  mode: z.enum(['runOnceForAllItems', 'runOnceForEachItem']).default('runOnceForAllItems'),
  jsCode: z.string().default('return $input.all();'),
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
    description: 'Runs your JavaScript on the items.',
    documentation:
      "Run once for all items: your code reads `$input.all()` (or `items`) and returns an array of items (plain objects are wrapped as `{ json }`). Run once for each item: it reads `$json` / `$input.item` and returns one object, or nothing to drop the item. `$('Node')`, `$vars`, `$now` and `DateTime` work as in expressions. The code runs in an isolated sandbox without network or files, with a 10 second limit.",
    inputs: 1,
    outputs: ['Output'],
    parameters,
    // The code is JavaScript, not a template: `{{ }}` inside it stays as written.
    literalParameters: ['jsCode'],
    execute: async (ctx, [items = []]) => {
      const { mode, jsCode } = ctx.parameters();
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
        const { items: out, logs } = await runCode(execute, { code: jsCode, mode, scope });
        report(logs);
        return [out];
      } catch (error) {
        if (error instanceof CodeRunError) report(error.logs);
        throw error;
      }
    },
  });
}

export const codeNode = createCodeNode(sharedPoolExecutor);
