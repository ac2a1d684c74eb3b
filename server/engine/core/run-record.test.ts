import { describe, expect, it } from 'vitest';
import {
  EXECUTION_STATE_VERSION,
  type ExecutionState,
  ExecutionStateTooNew,
  emptyState,
  readExecutionState,
} from './run-record';

describe('readExecutionState', () => {
  it('writes the current version into a new state', () => {
    expect(emptyState().version).toBe(EXECUTION_STATE_VERSION);
  });

  it('reads a state saved before versions were written as version 1', () => {
    const { version: _, ...unversioned } = emptyState();
    const saved: ExecutionState = { ...unversioned, runCounts: { a: 2 } };
    expect(readExecutionState(saved)).toEqual({ ...saved, version: 1 });
  });

  it('keeps a current state as it is', () => {
    const state = emptyState();
    expect(readExecutionState(state)).toBe(state);
  });

  it('refuses a state a newer engine wrote, saying so', () => {
    const newer = { ...emptyState(), version: EXECUTION_STATE_VERSION + 1 };
    expect(() => readExecutionState(newer)).toThrow(ExecutionStateTooNew);
    expect(() => readExecutionState(newer)).toThrow(
      `run state version ${EXECUTION_STATE_VERSION + 1}; this one reads up to ${EXECUTION_STATE_VERSION}`,
    );
  });
});
