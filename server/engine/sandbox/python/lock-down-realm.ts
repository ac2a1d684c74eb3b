/**
 * Run once in a sandbox worker before its first Python program: what Python could reach through Pyodide's
 * bridge to JavaScript, should its code find a way across, can no longer open a connection or compile
 * JavaScript. The worker's own code keeps the global `Function`; only the `.constructor` path is cut.
 */
const NETWORK_GLOBALS = ['fetch', 'WebSocket', 'XMLHttpRequest', 'EventSource', 'Request'] as const;

export function lockDownRealm(): void {
  const realm = globalThis as Record<string, unknown>;
  for (const name of NETWORK_GLOBALS) delete realm[name];
  const functionPrototypes = [
    Function.prototype,
    Object.getPrototypeOf(async () => {}),
    Object.getPrototypeOf(function* () {}),
    Object.getPrototypeOf(async function* () {}),
  ];
  for (const prototype of functionPrototypes) {
    Object.defineProperty(prototype, 'constructor', {
      value: undefined,
      writable: false,
      configurable: false,
    });
  }
}
