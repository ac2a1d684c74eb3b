/**
 * /solar-designer in the browser's DOM: the empty state, a plane added from the keyboard form, auto-fill
 * with live figures, production from the server, undo/redo, save with the summary left to the server, and
 * the attach button only when opened for a deal.
 */
import { type DesignProduction, designSummarySchema, type SolarDesign } from '@common/schemas/solar-designs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';

afterEach(() => vi.unstubAllGlobals());
const slow = { timeout: scaled(5000) };

const production: DesignProduction = {
  planes: [{ annualKwh: 9_876, monthlyKwh: Array(12).fill(823) }],
  annualKwh: 9_876,
  station: { name: 'PHOENIX SKY HARBOR INTL AP', state: 'AZ', distanceKm: 3.2 },
  dcAcRatio: 1.2,
};

function signedIn(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': { body: aUser() },
    'POST /api/solar/designs/production': { body: production },
    ...extra,
  });
}

async function addPlaneAndFill() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add plane' }, slow));
  fireEvent.click(screen.getByRole('button', { name: 'Auto-fill' }));
  await waitFor(() =>
    expect(Number(screen.getByTestId('designer-panel-count').textContent)).toBeGreaterThan(0),
  );
}

describe('the solar designer', () => {
  it('starts empty, then fills a plane and shows its figures and production', async () => {
    const api = signedIn();
    renderApp('/solar-designer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Designer' }, slow)).toBeTruthy();
    expect(screen.getByText(/No roof planes yet/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Auto-fill' }) as HTMLButtonElement).disabled).toBe(true);
    await addPlaneAndFill();
    // The default plane: 10 × 5 m in plan at 6/12; the exact counts are in common/solar/designer's tests.
    const count = Number(screen.getByTestId('designer-panel-count').textContent);
    expect(count).toBeGreaterThan(10);
    expect(screen.getAllByTestId('designer-panel')).toHaveLength(count);
    expect(screen.getByText(/ridge setback \(IRC 2018 R324\.6\.2\)/)).toBeTruthy();
    expect(screen.getByText('Give a ZIP code to model production.')).toBeTruthy();

    const zip = screen.getByLabelText('ZIP code');
    fireEvent.change(zip, { target: { value: '85004' } });
    fireEvent.blur(zip);
    expect(await screen.findByText('9,876 kWh', {}, slow)).toBeTruthy();
    const sent = api.calls.find((c) => c.path === '/api/solar/designs/production')!.body as {
      zip: string;
      planes: { kwDc: number }[];
    };
    expect(sent.zip).toBe('85004');
    expect(sent.planes[0]!.kwDc).toBeCloseTo(count * 0.4, 6);
  });

  it('undoes and redoes with the buttons and Ctrl+Z / Ctrl+Shift+Z', async () => {
    signedIn();
    renderApp('/solar-designer');
    await addPlaneAndFill();
    const count = () => Number(screen.getByTestId('designer-panel-count').textContent);
    const filled = count();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(count()).toBe(0);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(count()).toBe(filled);
    fireEvent.click(screen.getByRole('button', { name: 'Undo (Ctrl+Z)' }));
    expect(count()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Redo (Ctrl+Shift+Z)' }));
    expect(count()).toBe(filled);
    // A focused panel is removed with Delete.
    fireEvent.keyDown(screen.getAllByTestId('designer-panel')[0]!, { key: 'Delete' });
    expect(count()).toBe(filled - 1);
  });

  it('saves the document, never a summary, and attaches only when opened for a deal', async () => {
    const dealId = '3f0f7a52-6a55-4d0c-9a55-8d2f7b1c0a11';
    const api = signedIn({
      'POST /api/solar/designs': ({ body }) => ({
        status: 201,
        body: {
          id: 'a1b2c3d4-0000-4000-8000-000000000001',
          ...(body as object),
          summary: {},
          demo: false,
          createdAt: '',
          updatedAt: '',
        } as unknown as SolarDesign,
      }),
    });
    renderApp('/solar-designer');
    await addPlaneAndFill();
    expect(screen.queryByRole('button', { name: 'Attach to deal' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/solar/designs')).toBe(true),
    );
    const body = api.calls.find((c) => c.method === 'POST' && c.path === '/api/solar/designs')!
      .body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['doc', 'name']);
    expect((body.doc as { panels: unknown[] }).panels.length).toBeGreaterThan(0);

    renderApp(`/solar-designer?deal=${dealId}`);
    expect(await screen.findByRole('button', { name: 'Attach to deal' }, slow)).toBeTruthy();
  });
  it('opens a saved design from the list, with its name and panels', async () => {
    // A document made in the page itself, then served back as a saved design.
    const saving = signedIn({
      'POST /api/solar/designs': ({ body }) => ({ status: 201, body: { id: 'x', ...(body as object) } }),
    });
    renderApp('/solar-designer');
    await addPlaneAndFill();
    const panels = screen.getByTestId('designer-panel-count').textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saving.calls.some((c) => c.method === 'POST')).toBe(true));
    const doc = (saving.calls.find((c) => c.method === 'POST')!.body as { doc: SolarDesign['doc'] }).doc;
    cleanup();

    const id = 'a1b2c3d4-0000-4000-8000-000000000002';
    const saved = {
      id,
      name: 'Saved roof',
      dealId: null,
      doc,
      summary: designSummarySchema.parse({
        panelCount: Number(panels),
        kwDc: 7.2,
        moduleName: 'Qcells Q.PEAK DUO BLK ML-G10+ 400',
        planes: [],
        dcAc: { ratio: 1.2, status: 'ok', message: 'In range.' },
        annualKwh: null,
        offsetPct: null,
        productionNote: 'Give a ZIP code to model production.',
        station: null,
      }),
      demo: false,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    signedIn({
      'GET /api/solar/designs': { body: { designs: [{ ...saved, doc: undefined }] } },
      [`GET /api/solar/designs/${id}`]: { body: saved },
    });
    renderApp('/solar-designer');
    const picker = (await screen.findByRole(
      'combobox',
      { name: 'Open a saved design' },
      slow,
    )) as HTMLSelectElement;
    expect(picker.textContent).toContain('Saved roof');
    fireEvent.change(picker, { target: { value: id } });
    await waitFor(() =>
      expect((screen.getByLabelText('Design name') as HTMLInputElement).value).toBe('Saved roof'),
    );
    expect(screen.getByTestId('designer-panel-count').textContent).toBe(panels);
  });
});
