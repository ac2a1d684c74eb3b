import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LineChart } from './line-chart';

const series = [
  { name: 'p50', color: 'red', points: [0, 1, 2].map((i) => ({ t: i * 60_000, v: 10 + i })) },
  {
    name: 'p95',
    color: 'blue',
    points: [0, 1, 2].map((i) => ({ t: i * 60_000, v: i === 1 ? null : 40 + i })),
  },
];

describe('LineChart', () => {
  // jsdom lays nothing out: give elements the width a browser would measure.
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientWidth', original);
  });

  it('describes its latest values for screen readers and shows a legend', () => {
    render(<LineChart series={series} label="Latency" />);
    expect(screen.getByText(/Latency\. Latest: p50: 12, p95: 42\./)).toBeTruthy();
    expect(screen.getByText('p95')).toBeTruthy();
  });

  it('moves a cursor with the arrow keys and shows every series at it (a gap as a dash)', () => {
    const { container } = render(<LineChart series={series} label="Latency" />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    fireEvent.keyDown(svg!, { key: 'ArrowLeft' });
    expect(screen.getByRole('status').textContent).toContain('p95: –');
    fireEvent.keyDown(svg!, { key: 'ArrowLeft' });
    expect(screen.getByRole('status').textContent).toContain('p95: 40');
    fireEvent.keyDown(svg!, { key: 'Escape' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when there is no data', () => {
    render(<LineChart series={[{ name: 'rps', color: 'red', points: [] }]} label="Requests" />);
    expect(screen.getAllByText(/No data yet/).length).toBeGreaterThan(0);
  });
});
