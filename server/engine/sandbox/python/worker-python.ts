/** The sandbox worker's Python: prepares the account's interpreter, then runs a program as the pool sent it. */
import { DEFAULT_SANDBOX_LIMITS, type SandboxOutcome } from '../sandbox-types';
import type { WorkerProgram } from '../worker-messages';
import { lockDownRealm } from './lock-down-realm';
import { createPythonRuntime } from './pyodide-runtime';

export function createWorkerPython(interrupt: Int32Array) {
  const runtime = createPythonRuntime({ interrupt });
  let lockedDown = false;
  return {
    /** Loads what the account's program needs; answers why it could not, or null. Not counted in the deadline. */
    async prepare(tenant: string): Promise<string | null> {
      try {
        await runtime.prepare(tenant);
        if (!lockedDown) lockDownRealm();
        lockedDown = true;
        return null;
      } catch (error) {
        return `Python could not start: ${error instanceof Error ? error.message : String(error)}`;
      }
    },
    run(program: WorkerProgram, tenant: string, stopped: () => boolean): SandboxOutcome {
      const { inputJson } = program;
      if (!Array.isArray(inputJson)) {
        const message = `The input cannot be turned into JSON: ${inputJson.error}`;
        return { ok: false, error: { kind: 'runtime', message }, logs: [], elapsedMs: 0 };
      }
      const limits = { ...DEFAULT_SANDBOX_LIMITS, ...program.limits };
      return runtime.run(
        {
          source: program.source,
          inputJson: inputJson.join(''),
          timeoutMs: limits.timeoutMs,
          memoryBytes: limits.memoryBytes,
          tenant,
        },
        stopped,
      );
    },
  };
}
