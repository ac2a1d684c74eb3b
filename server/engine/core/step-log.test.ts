import { describe, expect, it } from 'vitest';
import { STEP_LOG_LIMITS, STEP_LOG_TRUNCATED, stepLog } from './step-log';

describe('step log', () => {
  it('keeps lines in order', () => {
    const log = stepLog();
    log.push('one');
    log.push('two');
    expect(log.lines).toEqual(['one', 'two']);
  });

  it('stops at the line cap with one note', () => {
    const log = stepLog();
    for (let i = 0; i < STEP_LOG_LIMITS.lines + 5; i++) log.push(`line ${i}`);
    expect(log.lines).toHaveLength(STEP_LOG_LIMITS.lines + 1);
    expect(log.lines.at(-1)).toBe(STEP_LOG_TRUNCATED);
  });

  it('stops at the character cap with one note', () => {
    const log = stepLog();
    log.push('x'.repeat(STEP_LOG_LIMITS.chars - 1));
    log.push('yy');
    log.push('z');
    expect(log.lines.map((l) => l.length)).toEqual([STEP_LOG_LIMITS.chars - 1, STEP_LOG_TRUNCATED.length]);
  });
});
