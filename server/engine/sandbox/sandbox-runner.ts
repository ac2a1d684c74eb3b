import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { loadQuickJSModule, MODULE_OVERHEAD_BYTES, type QuickJSModuleOptions } from './quickjs-module';
import { runSandboxed } from './run-sandboxed';
import { DEFAULT_SANDBOX_LIMITS, type SandboxOutcome, type SandboxProgram } from './sandbox-types';

/**
 * The memory classes a runner keeps a module for: a program runs in the smallest class that holds its limit,
 * so the module's hard cap (its linear memory's maximum) is close to the program's own limit. Expressions
 * (32 MB) and the Code node (128 MB) each have theirs; a larger limit is held to the largest class.
 */
export const MEMORY_CLASSES = [32 * 1024 * 1024, 128 * 1024 * 1024] as const;

export interface SandboxRunner {
  /**
   * Runs the program synchronously on the calling thread; `shouldStop` is asked with the deadline. `inputJson`,
   * when given, is the program's input already as JSON text (the pool's worker gets it so) and `input` is unread.
   */
  run(program: SandboxProgram, shouldStop?: () => boolean, inputJson?: string): SandboxOutcome;
}

export interface SandboxRunnerOptions {
  /** Where QuickJS's own output goes (its `Aborted(...)` lines); by default it is dropped. */
  onPrint?: QuickJSModuleOptions['onPrint'];
}

/** One memory class: the module in use and a spare loaded ahead, so `run` stays synchronous. */
class ModuleSlot {
  private spare: QuickJSWASMModule | undefined;
  private loadingSpare = false;

  constructor(
    private module: QuickJSWASMModule,
    spare: QuickJSWASMModule,
    private readonly load: () => Promise<QuickJSWASMModule>,
  ) {
    this.spare = spare;
  }

  run(program: SandboxProgram, shouldStop?: () => boolean, inputJson?: string): SandboxOutcome {
    const report = runSandboxed(this.module, program, shouldStop, inputJson);
    if (!report.moduleReusable) this.retire();
    return report.outcome;
  }

  /** Linear memory never shrinks, and an aborted module cannot run anything: switch to the spare. */
  private retire(): void {
    if (this.spare) {
      this.module = this.spare;
      this.spare = undefined;
    }
    if (this.loadingSpare) return;
    this.loadingSpare = true;
    void this.load().then((fresh) => {
      this.spare = fresh;
      this.loadingSpare = false;
    });
  }
}

/**
 * The in-thread runner: what each worker of the pool runs its jobs with, and what tests and the CLI's sync
 * paths use. It blocks its thread for up to the program's deadline, so on the server it runs only inside the
 * pool's workers. Each memory class has its module, whose linear memory may grow by the class's size (plus
 * what a runtime needs) and no more: the memory cap binds even for code that allocates in big pieces.
 */
export async function createSandboxRunner(options: SandboxRunnerOptions = {}): Promise<SandboxRunner> {
  const slots = await Promise.all(
    MEMORY_CLASSES.map(async (bytes) => {
      const load = () =>
        loadQuickJSModule({
          growthCapBytes: bytes + MODULE_OVERHEAD_BYTES,
          ...(options.onPrint ? { onPrint: options.onPrint } : {}),
        });
      const [first, second] = await Promise.all([load(), load()]);
      return { bytes, slot: new ModuleSlot(first, second, load) };
    }),
  );
  const largest = slots[slots.length - 1]!.slot;
  return {
    run(program, shouldStop, inputJson) {
      if (program.kind === 'python') {
        const error = { kind: 'runtime' as const, message: 'Python runs only in the sandbox worker pool' };
        return { ok: false, error, logs: [], elapsedMs: 0 };
      }
      const memoryBytes = program.limits?.memoryBytes ?? DEFAULT_SANDBOX_LIMITS.memoryBytes;
      const slot = slots.find((s) => memoryBytes <= s.bytes)?.slot ?? largest;
      return slot.run(program, shouldStop, inputJson);
    },
  };
}
