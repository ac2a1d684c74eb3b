/** The run debugger of /builder-enhanced (loads React Flow and CodeMirror: builder routes only). */
export { EnhancedBuilder } from './enhanced-builder';
export { RunDebugger, type RunDebuggerProps } from './run-debugger';
