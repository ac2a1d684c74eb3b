import { simulateEconomy } from '@common/economy-sim';
import type { EconomySimParams } from '@common/schemas/economy-sim';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import type { SimMessage, SimRequest } from './sim-messages';

/** Runs the simulation as the worker would, on this thread, a tick later. */
class FakeWorker {
  static made = 0;
  onmessage: ((event: { data: SimMessage }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  constructor() {
    FakeWorker.made++;
  }
  postMessage({ params }: SimRequest) {
    setTimeout(() => {
      const result = simulateEconomy(params as EconomySimParams);
      this.onmessage?.({ data: { type: 'progress', daysDone: 30, days: params.days } });
      this.onmessage?.({ data: { type: 'done', result, ms: 12 } });
    });
  }
  terminate() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = 0;
});

describe('/economy-dashboard', () => {
  it('waits for a first run, then shows its figures', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    renderApp('/economy-dashboard');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sandbox Economy Dashboard');
    expect(screen.getByRole('heading', { name: 'No run yet' })).toBeInTheDocument();
    expect(FakeWorker.made).toBe(0);
    fireEvent.change(screen.getByLabelText('Days'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Most users'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run simulation' }));
    const results = await screen.findByTestId('economy-results');
    expect(within(results).getAllByRole('status')[0]).toHaveTextContent(
      /60 days, 1\d\d users simulated in 0\.01 s \(seed 1\)/,
    );
    expect(screen.getByRole('list', { name: 'Creators by income over the run (AIZ)' })).toBeInTheDocument();
    expect(FakeWorker.made).toBe(1);
  });

  it('restores a shared link and runs it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    renderApp('/economy-dashboard?seed=77&days=45&users.starting=40&users.max=80&emission.kind=linear');
    const results = await screen.findByTestId('economy-results');
    expect(within(results).getAllByRole('status')[0]).toHaveTextContent(/45 days, [4-8]\d users simulated/);
    expect(within(results).getAllByRole('status')[0]).toHaveTextContent('(seed 77)');
    expect(screen.getByLabelText('Seed')).toHaveValue(77);
    expect(screen.getByLabelText('Emission schedule')).toHaveValue('linear');
  });

  it('names a wrong parameter under its field and runs nothing', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    renderApp('/economy-dashboard?users.monthlyChurn=2');
    const churn = await screen.findByLabelText('Monthly churn');
    expect(churn).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Monthly churn (users.monthlyChurn) must be between 0 and 0.9.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy share link' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Run simulation' }));
    expect(FakeWorker.made).toBe(0);
    expect(churn).toHaveFocus();
    fireEvent.change(churn, { target: { value: '0.1' } });
    expect(churn).not.toHaveAttribute('aria-invalid');
  });
});
