export * from './queued-runs';
export * from './resume-waiting';
export * from './retry-service';
export * from './run-events';
export * from './run-hooks';
export { addRunPorts, type RunPortsProvider } from './run-ports';
export * from './run-service';
export * from './runtime';
export * from './timers';
