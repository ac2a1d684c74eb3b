import variant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core';

/**
 * A fresh QuickJS wasm module (about 5 ms). Each module has its own linear memory, which never shrinks, so a
 * runner replaces its module after a memory incident instead of reusing it.
 */
export function loadQuickJSModule(): Promise<QuickJSWASMModule> {
  return newQuickJSWASMModuleFromVariant(variant);
}
