/**
 * Python for the Code node: Pyodide (CPython in wasm, with its standard library), loaded lazily the first time a
 * Python program runs in this thread, then kept warm. Runs synchronously on the calling thread: on the server
 * only inside the sandbox pool's workers (worker-entry.ts), which stop runaway code through the interrupt
 * buffer (the pool writes SIGINT into it at the deadline) and, failing that, by terminating the worker.
 *
 * Isolation: the first load makes a memory snapshot; an interpreter serves one account (`tenant`) and the next
 * account's program gets a fresh interpreter from the snapshot (~0.3 s), so nothing one account's code leaves in
 * `sys.modules` is seen by another's. Runs of the same account share the interpreter's modules (each run has its
 * own globals).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PyodideAPI } from 'pyodide';
import { capturedConsole } from '../captured-console';
import { STOPPED_MESSAGE } from '../run-sandboxed';
import type { SandboxFailure, SandboxOutcome } from '../sandbox-types';
import { PYTHON_HARNESS } from './python-harness';

type PyodideApi = PyodideAPI;
type RunFunction = ((source: string, inputJson: string) => string) & { destroy(): void };

interface Interpreter {
  py: PyodideApi;
  tenant: string;
  run: RunFunction;
  memory: WebAssembly.Memory;
}

/** What a run may do to the interpreter's memory: set per run, read by the memory's `grow`. */
interface MemoryWatch {
  baseline: number;
  limit: number;
  exceeded: boolean;
}

export interface PythonProgram {
  source: string;
  /** `{ scope, mode }` as JSON text (the pool makes it on its thread). */
  inputJson: string;
  timeoutMs: number;
  memoryBytes: number;
  /** The account the program runs for: an interpreter never serves two. */
  tenant: string;
}

export interface PythonRuntimeOptions {
  /** One Int32 the pool writes 2 (SIGINT) into at the deadline or on a stop; Python raises KeyboardInterrupt. */
  interrupt?: Int32Array;
}

export interface PythonRuntime {
  /** Loads Pyodide (first time: a few seconds) and the account's interpreter; call before the deadline starts. */
  prepare(tenant: string): Promise<void>;
  /** Runs a prepared program synchronously; `stopped` tells a stop from a deadline. */
  run(program: PythonProgram, stopped?: () => boolean): SandboxOutcome;
  /** How long the cold load took, for the report and the README (ms, 0 until loaded). */
  readonly coldLoadMs: number;
}

const loadModule = () => import('pyodide');

/**
 * Where Pyodide's files are (its wasm, standard library and lock file), given outright: Pyodide otherwise
 * finds them from its own stack trace, which `--enable-source-maps` (the bundled server and CLI) rewrites to
 * its TypeScript sources, so it looked in `node_modules/src/js/` and Python could not start.
 */
const pyodideFolder = () =>
  `${path.dirname(createRequire(import.meta.url).resolve('pyodide/package.json'))}${path.sep}`;

export function createPythonRuntime(options: PythonRuntimeOptions = {}): PythonRuntime {
  let snapshot: Uint8Array | null = null;
  let current: Interpreter | null = null;
  let coldLoadMs = 0;
  const watch: MemoryWatch = { baseline: 0, limit: Number.POSITIVE_INFINITY, exceeded: false };
  let output = capturedConsole();

  async function load(): Promise<PyodideApi> {
    const { loadPyodide } = await loadModule();
    const common = {
      indexURL: pyodideFolder(),
      // The `js` module is this empty object, not the worker's globalThis (fetch, process…).
      jsglobals: Object.create(null) as object,
      env: { HOME: '/home/pyodide' },
      stdout: () => {},
      stderr: () => {},
    };
    if (snapshot) return loadPyodide({ ...common, _loadSnapshot: snapshot } as never);
    const started = performance.now();
    const py = await loadPyodide({ ...common, _makeSnapshot: true } as never);
    snapshot = py.makeMemorySnapshot();
    coldLoadMs = performance.now() - started;
    return py;
  }

  function seal(py: PyodideApi): Interpreter['memory'] {
    const module = (py as unknown as { _module: Record<string, unknown> })._module;
    for (const name of ['js', 'pyodide_js']) py.unregisterJsModule(name);
    // Sockets: Pyodide in Node opens real TCP connections (NodeSockFS, or `ws` for Emscripten's SOCKFS).
    const fs = module.FS as {
      ErrnoError: new (errno: number) => Error;
      filesystems: Record<string, unknown>;
    };
    (module.SOCKFS as { createSocket: () => never }).createSocket = () => {
      throw new fs.ErrnoError(2);
    };
    delete fs.filesystems.NODEFS;
    const memory = module.memory as WebAssembly.Memory;
    // Growth past the run's limit fails like an allocation failure: Python raises MemoryError.
    const grow = memory.grow.bind(memory);
    Object.defineProperty(memory, 'grow', {
      value: (pages: number) => {
        if (memory.buffer.byteLength + pages * 65_536 - watch.baseline > watch.limit) {
          watch.exceeded = true;
          throw new RangeError('memory limit');
        }
        return grow(pages);
      },
    });
    py.setStdout({ batched: (line: string) => output.push('log', line) });
    py.setStderr({ batched: (line: string) => output.push('error', line) });
    if (options.interrupt) py.setInterruptBuffer(options.interrupt);
    return memory;
  }

  return {
    get coldLoadMs() {
      return coldLoadMs;
    },
    async prepare(tenant) {
      // A stop written while no Python ran must not interrupt the harness or the next program.
      if (options.interrupt) Atomics.store(options.interrupt, 0, 0);
      if (current?.tenant === tenant) return;
      current?.run.destroy();
      current = null;
      const py = await load();
      const memory = seal(py);
      py.runPython(PYTHON_HARNESS);
      const run = py.globals.get('__aiz_run') as RunFunction;
      current = { py, tenant, run, memory };
    },
    run(program, stopped = () => false) {
      const started = performance.now();
      output = capturedConsole();
      const interpreter = current;
      const elapsed = () => performance.now() - started;
      if (!interpreter || interpreter.tenant !== program.tenant) {
        const error = { kind: 'runtime' as const, message: 'Python was not prepared for this account' };
        return { ok: false, error, logs: output.entries, elapsedMs: elapsed() };
      }
      if (options.interrupt) Atomics.store(options.interrupt, 0, 0);
      watch.baseline = interpreter.memory.buffer.byteLength;
      watch.limit = program.memoryBytes;
      watch.exceeded = false;
      let answer: string;
      try {
        answer = interpreter.run(program.source, program.inputJson);
      } catch (error) {
        // Pyodide itself failed (a fatal error): this interpreter is done; the next run gets a fresh one.
        current = null;
        const message = `Python stopped: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
        return { ok: false, error: { kind: 'runtime', message }, logs: output.entries, elapsedMs: elapsed() };
      } finally {
        watch.limit = Number.POSITIVE_INFINITY;
      }
      const logs = output.entries;
      const parsed = JSON.parse(answer) as
        | { ok: true; value: unknown }
        | { ok: false; kind: SandboxFailure['kind']; message: string; line: number | null };
      if (parsed.ok) return { ok: true, value: parsed.value, logs, elapsedMs: elapsed() };
      const failure: SandboxFailure = { kind: parsed.kind, message: parsed.message };
      if (parsed.line !== null) failure.line = parsed.line;
      if (watch.exceeded || failure.kind === 'memory') {
        // Linear memory never shrinks: the worker's next Python run starts from the snapshot.
        current = null;
        const megabytes = Math.round(program.memoryBytes / 1024 / 1024);
        return {
          ok: false,
          error: { kind: 'memory', message: `The code used more than its ${megabytes} MB of memory` },
          logs,
          elapsedMs: elapsed(),
        };
      }
      if (failure.kind === 'timeout') {
        failure.message = stopped()
          ? STOPPED_MESSAGE
          : `The code ran longer than its ${program.timeoutMs} ms limit`;
      }
      return { ok: false, error: failure, logs, elapsedMs: elapsed() };
    },
  };
}
