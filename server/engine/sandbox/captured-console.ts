import type { ConsoleEntry, ConsoleLevel } from './sandbox-types';

const LEVELS: readonly string[] = ['log', 'info', 'warn', 'error', 'debug'];
/** Caps on what one run may print: the output lands in the run record, which has its own size caps. */
export const MAX_CONSOLE_ENTRIES = 1000;
export const MAX_CONSOLE_CHARS = 100_000;

/** Collects the sandbox's console output, truncated at the caps with one final note. */
export function capturedConsole() {
  const entries: ConsoleEntry[] = [];
  let chars = 0;
  let truncated = false;
  const push = (level: string, text: string) => {
    if (truncated) return;
    if (entries.length >= MAX_CONSOLE_ENTRIES || chars + text.length > MAX_CONSOLE_CHARS) {
      truncated = true;
      entries.push({ level: 'warn', text: '… console output truncated' });
      return;
    }
    chars += text.length;
    entries.push({ level: (LEVELS.includes(level) ? level : 'log') as ConsoleLevel, text });
  };
  return { entries, push };
}
