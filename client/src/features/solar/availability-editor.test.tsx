import type { SolarAvailability } from '@common/schemas/solar-leads';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anError, aUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';
import { browserTimeZone } from './availability-form';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: scaled(5000) };

const saved: SolarAvailability = {
  rows: [
    { weekday: 1, startMinute: 9 * 60, endMinute: 12 * 60, slotMinutes: 60, timezone: 'America/Chicago' },
  ],
};

function signedInWith(availability: SolarAvailability, put?: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    'GET /api/auth/user': { body: aUser() },
    'GET /api/solar/leads': { body: { leads: [] } },
    'GET /api/solar/availability': { body: availability },
    ...(put ? { 'PUT /api/solar/availability': put } : {}),
  });
}

const windowNamed = (name: string) => screen.getByRole('group', { name });
const puts = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.method === 'PUT');

describe('the booking hours on /solar', () => {
  it('shows the saved week, adds a window and saves the whole week with PUT', async () => {
    const api = signedInWith(saved, ({ body }) => ({ body }));
    renderApp('/solar');
    const form = await screen.findByRole('form', { name: 'Booking hours' }, slow);
    const first = windowNamed('Window 1');
    expect((within(first).getByLabelText('Day') as HTMLSelectElement).value).toBe('1');
    expect((within(first).getByLabelText('From') as HTMLInputElement).value).toBe('09:00');
    expect((within(first).getByLabelText('To') as HTMLInputElement).value).toBe('12:00');
    expect((within(first).getByLabelText('Time zone') as HTMLSelectElement).value).toBe('America/Chicago');
    expect(within(form).getByText('1 window, 3 slots a week')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Add a window' }));
    const second = windowNamed('Window 2');
    // The next day, with the same hours and zone.
    expect((within(second).getByLabelText('Day') as HTMLSelectElement).value).toBe('2');
    fireEvent.change(within(second).getByLabelText('To'), { target: { value: '00:00' } });
    fireEvent.change(within(second).getByLabelText('Slot (minutes)'), { target: { value: '30' } });

    fireEvent.click(within(form).getByRole('button', { name: 'Save hours' }));
    await vi.waitFor(() => expect(puts(api)).toHaveLength(1), slow);
    expect(puts(api)[0]!.body).toEqual({
      rows: [
        saved.rows[0],
        // "00:00" as the end is midnight: the end of the day.
        { weekday: 2, startMinute: 540, endMinute: 1440, slotMinutes: 30, timezone: 'America/Chicago' },
      ],
    });
    // The saved answer replaces the drafts: the same week, now saved.
    expect(await within(form).findByText('2 windows, 33 slots a week', {}, slow)).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save hours' })).toHaveProperty('disabled', false);
  });

  it('refuses a window that holds no slot and overlapping windows before sending', async () => {
    const api = signedInWith(saved, ({ body }) => ({ body }));
    renderApp('/solar');
    const form = await screen.findByRole('form', { name: 'Booking hours' }, slow);
    const first = windowNamed('Window 1');
    fireEvent.change(within(first).getByLabelText('To'), { target: { value: '09:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save hours' }));
    expect(await within(first).findByText(/The window must hold at least one slot/, {}, slow)).toBeTruthy();
    expect(within(first).getByLabelText('To').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(first).getByLabelText('To'), { target: { value: '12:00' } });
    expect(within(first).queryByText(/The window must hold/)).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Add a window' }));
    const second = windowNamed('Window 2');
    fireEvent.change(within(second).getByLabelText('Day'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save hours' }));
    expect(
      await within(second).findByText('This window overlaps window 1 on the same day.', {}, slow),
    ).toBeTruthy();
    expect(puts(api)).toHaveLength(0);
  });

  it('shows the server’s field errors beside their fields', async () => {
    signedInWith(
      saved,
      anError(400, {
        error: 'validation_failed',
        message: 'Invalid request.',
        details: { issues: [{ path: 'rows.0.slotMinutes', message: 'A slot is 10 to 480 minutes long.' }] },
      }),
    );
    renderApp('/solar');
    const form = await screen.findByRole('form', { name: 'Booking hours' }, slow);
    fireEvent.click(within(form).getByRole('button', { name: 'Save hours' }));
    const first = windowNamed('Window 1');
    expect(await within(first).findByText('A slot is 10 to 480 minutes long.', {}, slow)).toBeTruthy();
  });

  it('starts an empty week at 9 to 5 on Monday in the browser’s zone, and removes windows', async () => {
    const api = signedInWith({ rows: [] }, ({ body }) => ({ body }));
    renderApp('/solar');
    const form = await screen.findByRole('form', { name: 'Booking hours' }, slow);
    expect(within(form).getByText(/No booking hours yet/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Add a window' }));
    const first = windowNamed('Window 1');
    expect((within(first).getByLabelText('Time zone') as HTMLSelectElement).value).toBe(browserTimeZone());
    expect(within(form).getByText('1 window, 8 slots a week')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Remove window 1' }));
    expect(screen.queryByRole('group', { name: 'Window 1' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save hours' }));
    await vi.waitFor(() => expect(puts(api)).toHaveLength(1), slow);
    expect(puts(api)[0]!.body).toEqual({ rows: [] });
  });
});
