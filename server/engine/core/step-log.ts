/** The lines one node run logs, kept within the caps the sandbox's console has, ending with one note. */

/** The same caps as the sandbox's console capture: a step's log is stored with the run. */
export const STEP_LOG_LIMITS = { lines: 1000, chars: 100_000 } as const;

export const STEP_LOG_TRUNCATED = '… log truncated';

export function stepLog() {
  const lines: string[] = [];
  let chars = 0;
  let truncated = false;
  return {
    lines,
    push(line: string) {
      if (truncated) return;
      if (lines.length >= STEP_LOG_LIMITS.lines || chars + line.length > STEP_LOG_LIMITS.chars) {
        truncated = true;
        lines.push(STEP_LOG_TRUNCATED);
        return;
      }
      chars += line.length;
      lines.push(line);
    },
  };
}
