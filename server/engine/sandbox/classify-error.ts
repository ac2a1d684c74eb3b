import { type SandboxFailure, USER_FILENAME } from './sandbox-types';

export interface VmErrorInfo {
  name: string;
  message: string;
  stack: string;
}

const LINE = new RegExp(`${USER_FILENAME.replace('.', '\\.')}:(\\d+)`);

/** Turns an error raised inside QuickJS into a typed failure with the user's line when the stack names it. */
export function classifyVmError(error: VmErrorInfo): SandboxFailure {
  const lineMatch = LINE.exec(error.stack) ?? LINE.exec(error.message);
  const line = lineMatch?.[1] ? Number(lineMatch[1]) : undefined;
  const withLine = (f: SandboxFailure): SandboxFailure => (line === undefined ? f : { ...f, line });
  if (error.name === 'InternalError' && /stack overflow/i.test(error.message)) {
    return { kind: 'stack', message: 'Maximum call stack size exceeded (stack overflow)' };
  }
  if (error.name === 'InternalError' && /out of memory/i.test(error.message)) {
    return { kind: 'memory', message: 'The code used more memory than it may' };
  }
  if (error.name === 'SyntaxError') {
    return withLine({ kind: 'syntax', message: `SyntaxError: ${error.message}` });
  }
  return withLine({
    kind: 'runtime',
    message: error.message ? `${error.name}: ${error.message}` : error.name,
  });
}
