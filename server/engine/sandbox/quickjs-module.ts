import variant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, newVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core';

/** The variant's initial linear memory (16 MB): a custom memory must start at the size the module declares. */
const INITIAL_PAGES = 256;
const PAGE_BYTES = 64 * 1024;
/** What a runtime, a context and our preludes take besides the user's data. */
export const MODULE_OVERHEAD_BYTES = 8 * 1024 * 1024;

export interface QuickJSModuleOptions {
  /**
   * The most the module's linear memory may grow above its start: the hard memory cap. QuickJS's own limit
   * does not bind in this build (it cannot measure its allocations: "malloc_usable_size unavailable"), and
   * the interrupt handler runs too rarely to catch a few big allocations (a loop of `"y".repeat(1e6)` grew to
   * 2 GB before its first check), so the wasm memory itself gets a maximum: past it malloc fails and QuickJS
   * throws "out of memory", which the run reports as a memory incident.
   */
  growthCapBytes?: number;
  /** Where the module's own output goes (emscripten's print/printErr: `Aborted(...)` after a failed assertion). */
  onPrint?: (stream: 'out' | 'err', text: string) => void;
}

/**
 * A fresh QuickJS wasm module (about 5 ms). Each module has its own linear memory, which never shrinks, so a
 * runner replaces its module after a memory incident instead of reusing it.
 */
export function loadQuickJSModule(options: QuickJSModuleOptions = {}): Promise<QuickJSWASMModule> {
  const { growthCapBytes, onPrint } = options;
  if (growthCapBytes === undefined && !onPrint) return newQuickJSWASMModuleFromVariant(variant);
  const memory =
    growthCapBytes === undefined
      ? undefined
      : new WebAssembly.Memory({
          initial: INITIAL_PAGES,
          maximum: INITIAL_PAGES + Math.ceil(growthCapBytes / PAGE_BYTES),
        });
  return newQuickJSWASMModuleFromVariant(
    newVariant(variant, {
      ...(memory ? { wasmMemory: memory } : {}),
      ...(onPrint
        ? {
            emscriptenModule: {
              print: (text: string) => onPrint('out', text),
              printErr: (text: string) => onPrint('err', text),
            } as never,
          }
        : {}),
    }),
  );
}
