/**
 * How much of a run's items its stored record keeps: each step's input and output at most
 * `nodeBytes` (item-caps.ts), and the whole record (every step's items, the result and the checkpoint's
 * state) at most `runBytes`, the result aside: it always keeps up to `nodeBytes`, as the run's answer. Steps
 * take from the run's budget as they are stored; the result and the state are rewritten at every checkpoint
 * and the state gets what is left. A state that does not fit is not stored: the
 * checkpoint then says so (`notKept`), and the run cannot be continued from it (`stateNotKept`).
 */
import type { ExecutionState } from '../../../engine/core';
import { Conflict } from '../../../lib/errors';
import { cappedItemListsJson, formatBytes, STEP_ITEMS_MAX_BYTES } from './item-caps';
import { jsonBytesBound, jsonBytesWithin } from './json-size';

export interface StoredItemCaps {
  /** Bytes of item JSON kept per step input, per step output, and for the result. */
  nodeBytes: number;
  /** Bytes of item JSON and state kept for a whole run. */
  runBytes: number;
}

export const DEFAULT_STORED_ITEM_CAPS: StoredItemCaps = {
  nodeBytes: STEP_ITEMS_MAX_BYTES,
  runBytes: 8 * 1024 * 1024,
};

/** A checkpoint whose state was too large to store: what it keeps instead, and why. */
export interface NotKeptState extends ExecutionState {
  notKept: { message: string };
}

export class StoredRunBudget {
  private stepsBytes = 0;

  constructor(readonly caps: StoredItemCaps = DEFAULT_STORED_ITEM_CAPS) {}

  private get left() {
    return Math.max(0, this.caps.runBytes - this.stepsBytes);
  }

  /** A cap within the node's own and what the run has left, and why it is what it is. */
  private limit(left: number) {
    const run = left < this.caps.nodeBytes;
    return { bytes: run ? left : this.caps.nodeBytes, reason: run ? { runBytes: this.caps.runBytes } : {} };
  }

  /** A step's input or output as stored, taken from the run's budget. */
  stepItems(lists: unknown[][]) {
    const { bytes, reason } = this.limit(this.left);
    const capped = cappedItemListsJson(lists, bytes, reason);
    this.stepsBytes += capped.bytes;
    return capped;
  }

  /** The run's result and checkpoint state as stored, within what the steps left. */
  checkpoint(
    result: unknown[][],
    state: ExecutionState,
  ): { result: ReturnType<typeof cappedItemListsJson>; state: ExecutionState; measured: number } {
    // The result is what callers polling the run read (a deployment's REST answer): it keeps its node's cap
    // whatever the steps used.
    const capped = cappedItemListsJson(result, this.caps.nodeBytes);
    const room = Math.max(0, this.left - capped.bytes);
    // Most states are far below the room left: a cheap bound says so (and stands for their size, which is
    // only read to decide whether the store lets the event loop turn); the others are measured.
    const bound = jsonBytesBound(state, room);
    const stateBytes = bound <= room ? bound : jsonBytesWithin(state, room);
    const measured = capped.bytes + Math.min(stateBytes, room);
    if (stateBytes <= room) return { result: capped, state, measured };
    const notKept: NotKeptState = {
      stack: [],
      waiting: {},
      runCounts: state.runCounts,
      nodeState: {},
      lastOutputs: {},
      notKept: {
        message: `This run's items were too large to keep what it needs to continue (a run stores at most ${formatBytes(this.caps.runBytes)}): it cannot be resumed, retried or run again from one of its nodes. Run it again from the start, or have its nodes pass on fewer or smaller items.`,
      },
    };
    return { result: capped, state: notKept, measured };
  }
}

/** Why a stored checkpoint cannot be continued, or undefined when it can. */
export function stateNotKept(state: unknown): string | undefined {
  const notKept = (state as Partial<NotKeptState> | null)?.notKept;
  return notKept ? notKept.message : undefined;
}

/** Thrown when a run is to continue from a checkpoint whose state was not stored. */
export class RunStateNotKept extends Conflict {}
