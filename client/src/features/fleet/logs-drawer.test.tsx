import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogsDrawer, lineOf } from './logs-drawer';
import { DEPLOYMENT_ID } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

/** Speaks EventSource's protocol to the drawer: named events whose data is the JSON without `type`. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  send(event: { type: string } & Record<string, unknown>) {
    const { type, ...data } = event;
    const message = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) act(() => listener(message));
  }
}

const call = (runId: string, status: string, history: boolean) => ({
  type: 'call',
  history,
  call: {
    runId,
    surface: 'rest',
    version: 2,
    status,
    durationMs: status === 'running' ? null : 120,
    error: status === 'failed' ? 'boom' : null,
    charged: '0',
    startedAt: '2026-01-01T00:00:00.000Z',
  },
});

describe('lineOf', () => {
  it('colours calls and runs by status', () => {
    expect(lineOf(call('aaaaaaaa-1', 'failed', true) as never, 0)).toMatchObject({
      tone: 'error',
      text: 'aaaaaaaa REST v2 failed in 120 ms — boom',
    });
    expect(lineOf(call('bbbbbbbb-1', 'succeeded', true) as never, 1)?.tone).toBe('ok');
    expect(lineOf({ type: 'heartbeat', at: '2026-01-01T00:00:00.000Z' }, 2)).toBeNull();
  });
});

describe('LogsDrawer', () => {
  it('tails the deployment: its past calls once, then live calls and their runs; closes the stream', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { rerender } = render(
      <LogsDrawer deployment={{ id: DEPLOYMENT_ID, slug: 'greeter-bot' }} onClose={() => {}} />,
    );
    const source = FakeEventSource.last!;
    expect(source.url).toBe(`/api/deployments/${DEPLOYMENT_ID}/logs`);
    expect(source.init).toEqual({ withCredentials: true });

    source.send(call('11111111-a', 'succeeded', true));
    // A reconnect sends the history again: it is not shown twice.
    source.send(call('11111111-a', 'succeeded', true));
    source.send(call('22222222-b', 'running', false));
    source.send({
      type: 'run-finished',
      runId: '22222222-b',
      workflowId: 'w',
      run: {
        id: '22222222-b',
        workflowId: 'w',
        versionNumber: 2,
        trigger: 'deployment:rest',
        parentRunId: null,
        status: 'failed',
        error: { message: 'bad input', code: 'node_failed', nodeId: 'work' },
        startedAt: '2026-01-01T00:00:00.000Z',
        finishedAt: '2026-01-01T00:00:01.000Z',
        durationMs: 1000,
        usage: null,
      },
    });
    const log = screen.getByRole('log', { name: 'Live logs' });
    const lines = within(log)
      .getAllByText(/^(11111111|22222222)/)
      .map((el) => el.textContent);
    expect(lines).toEqual([
      '11111111 REST v2 succeeded in 120 ms',
      '22222222 REST v2 called',
      '22222222 failed in 1000 ms — bad input',
    ]);

    rerender(<LogsDrawer deployment={null} onClose={() => {}} />);
    expect(source.closed).toBe(true);
  });
});
