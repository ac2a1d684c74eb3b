import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { loadQuickJSModule } from './quickjs-module';
import { runSandboxed } from './run-sandboxed';
import type { SandboxOutcome, SandboxProgram } from './sandbox-types';

/** Linear memory above which a runner starts over with a fresh module, even without an incident. */
const RETIRE_MODULE_ABOVE_BYTES = 256 * 1024 * 1024;

export interface SandboxRunner {
  /** Runs the program synchronously on the calling thread. */
  run(program: SandboxProgram): SandboxOutcome;
}

/**
 * The in-thread runner: for short expressions, where a worker round trip costs more than the work. It blocks
 * its thread for up to the program's deadline, so heavy code goes to the worker pool instead. It keeps a spare
 * module loaded and switches to it after a memory incident or a runtime that would not dispose (linear memory
 * never shrinks, and an aborted module cannot run anything), so `run` stays synchronous.
 */
export async function createSandboxRunner(): Promise<SandboxRunner> {
  const [first, second] = await Promise.all([loadQuickJSModule(), loadQuickJSModule()]);
  let module: QuickJSWASMModule = first;
  let spare: QuickJSWASMModule | undefined = second;
  let loadingSpare = false;
  const retire = () => {
    if (spare) {
      module = spare;
      spare = undefined;
    }
    if (loadingSpare) return;
    loadingSpare = true;
    void loadQuickJSModule().then((fresh) => {
      spare = fresh;
      loadingSpare = false;
    });
  };
  return {
    run(program) {
      const report = runSandboxed(module, program);
      if (!report.moduleReusable || module.getWasmMemory().buffer.byteLength > RETIRE_MODULE_ABOVE_BYTES)
        retire();
      return report.outcome;
    },
  };
}
