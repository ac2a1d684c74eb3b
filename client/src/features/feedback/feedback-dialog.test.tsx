import { STORAGE_KEYS } from '@common/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render as renderNode, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToastState, resetToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { FeedbackDialog } from './feedback-dialog';

const render = (ui: ReactElement) =>
  renderNode(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

const lastToast = () => getToastState().toasts[0];

type Call = { url: string; init: RequestInit };
let calls: Call[];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  answer = () => new Response(JSON.stringify({ success: true, feedbackId: 'fb-1' }), { status: 201 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return url === '/api/feedback/submit' ? answer() : new Response('{}', { status: 201 });
    }),
  );
  sessionStorage.setItem(STORAGE_KEYS.analyticsSessionId, 'session-42');
});

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function fill() {
  fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bug' } });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'performance' } });
  fireEvent.click(screen.getByLabelText('4 stars'));
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: '  Slow charts  ' } });
}
const submitButton = () => screen.getByRole('button', { name: /Submit/ });

describe('FeedbackDialog', () => {
  it('asks for the required fields', () => {
    render(<FeedbackDialog open onClose={() => {}} userEmail={null} />);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bug' } });
    fireEvent.click(submitButton());
    expect(lastToast()).toMatchObject({
      title: 'Missing Information',
      description: 'Please fill in all required fields.',
    });
    expect(calls).toHaveLength(0);
  });

  it('submits with the session header, sends the analytics event, thanks, resets and closes', async () => {
    const onClose = vi.fn();
    render(<FeedbackDialog open onClose={onClose} userEmail="me@example.com" />);
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('me@example.com');
    fill();
    fireEvent.click(submitButton());
    expect(submitButton()).toBeDisabled();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());

    const submit = calls.find((c) => c.url === '/api/feedback/submit')!;
    expect((submit.init.headers as Record<string, string>)['X-Session-Id']).toBe('session-42');
    const body = JSON.parse(submit.init.body as string);
    expect(body).toMatchObject({
      type: 'bug',
      category: 'performance',
      rating: 4,
      message: 'Slow charts',
      metadata: { email: 'me@example.com', page: window.location.href, userAgent: navigator.userAgent },
    });
    const event = calls.find((c) => c.url === '/api/analytics/track')!;
    expect(JSON.parse(event.init.body as string)).toMatchObject({
      eventType: 'feedback_submitted',
      eventCategory: 'feedback',
      eventAction: 'bug',
      eventLabel: 'performance',
      eventValue: 4,
      metadata: { feedbackId: 'fb-1' },
    });
    expect(lastToast()).toMatchObject({ title: 'Thank you for your feedback!' });
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Type')).toHaveValue('');
  });

  it('says so when the submission fails, and keeps the form', async () => {
    answer = () => new Response('{"error":"rate_limited"}', { status: 429 });
    const onClose = vi.fn();
    render(<FeedbackDialog open onClose={onClose} userEmail={null} />);
    fill();
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to submit feedback. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Message')).toHaveValue('  Slow charts  ');
    expect(submitButton()).toBeEnabled();
    expect(calls.some((c) => c.url === '/api/analytics/track')).toBe(false);
  });

  it('makes the rating optional and clearable', async () => {
    render(<FeedbackDialog open onClose={() => {}} userEmail={null} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Clear rating' }));
    expect(screen.getByLabelText('4 stars')).not.toBeChecked();
    fireEvent.click(submitButton());
    await waitFor(() => expect(calls.some((c) => c.url === '/api/feedback/submit')).toBe(true));
    const body = JSON.parse(calls.find((c) => c.url === '/api/feedback/submit')!.init.body as string);
    expect(body).not.toHaveProperty('rating');
    expect(body.metadata).not.toHaveProperty('email');
  });

  it('checks the e-mail with the shared schema and says so next to the field, without sending', async () => {
    render(<FeedbackDialog open onClose={() => {}} userEmail={null} />);
    fill();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'not-an-address' } });
    fireEvent.click(submitButton());
    const email = screen.getByLabelText(/E-mail/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(calls.some((c) => c.url === '/api/feedback/submit')).toBe(false);
    // Editing the field clears its error.
    fireEvent.change(email, { target: { value: 'me@example.com' } });
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's validation_failed issues next to their fields", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          error: 'validation_failed',
          message: 'Please check the form.',
          details: { issues: [{ path: 'message', message: 'That message is not allowed.' }] },
        }),
        { status: 400 },
      );
    render(<FeedbackDialog open onClose={() => {}} userEmail={null} />);
    fill();
    fireEvent.click(submitButton());
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error' }));
    const message = screen.getByLabelText('Message');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(/That message is not allowed\./);
  });
});
