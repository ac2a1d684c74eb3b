import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountControls } from '@/app/layout/account-controls';
import { getToastState, resetToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { aUser, type MockRoute, mockApi } from '@/test/mock-api';
import { scaled } from '@/test/time';
import { AuthDialogProvider, useAuthDialog } from './auth-dialog-provider';
import type { OpenAuthDialogOptions } from './auth-flow';
import { authKeys } from './auth-keys';

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

const inFiveMinutes = () => new Date(Date.now() + 5 * 60_000).toISOString();
const distribution = (remaining: number) => ({
  bonusAmount: 1000,
  limit: 100,
  granted: 100 - remaining,
  remaining,
});

function api(overrides: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /api/token-distribution': { body: distribution(42) },
    'POST /api/auth/send-verification': () => ({ body: { expiresAt: inFiveMinutes() } }),
    'POST /api/auth/verify-code': ({ body }) => {
      const { type, username } = body as { type: string; username?: string };
      return {
        body: {
          isNewUser: type === 'signup',
          user: aUser(username ? { username } : {}),
          token: 'session-token',
          ...(type === 'signup' ? { bonusGranted: true } : {}),
        },
      };
    },
    ...overrides,
  });
}

function Opener({ options }: { options?: OpenAuthDialogOptions }) {
  const { openAuthDialog } = useAuthDialog();
  return (
    <button type="button" onClick={() => openAuthDialog(options)}>
      open
    </button>
  );
}

async function openDialog(options?: OpenAuthDialogOptions) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthDialogProvider>
        <Opener options={options} />
      </AuthDialogProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  // The dialog is a chunk of its own: its first load may take a moment.
  const dialog = await screen.findByRole('dialog', {}, { timeout: scaled(5000) });
  return { dialog, queryClient };
}

const lastToast = () => getToastState().toasts[0];
const tab = (name: string) => screen.getByRole('tab', { name });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function sendCode(mode: 'signin' | 'signup' = 'signin') {
  if (mode === 'signup') type('Username', 'ada');
  type('E-mail', 'ada@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
  return screen.findByLabelText('Verification code');
}

describe('AuthDialog', () => {
  it('opens on Sign In with only an e-mail field of type email, required', async () => {
    api();
    await openDialog();
    expect(tab('Sign In')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(field('E-mail')).toHaveAttribute('type', 'email');
    expect(field('E-mail')).toBeRequired();
  });

  it('Sign Up asks for a username and shows the bonus notice', async () => {
    api();
    await openDialog({ mode: 'signup' });
    expect(tab('Sign Up')).toHaveAttribute('aria-selected', 'true');
    expect(field('Username')).toBeInTheDocument();
    expect(screen.getByText('Limited to first 100 users - Get 1000 AIZ tokens free!')).toBeInTheDocument();
  });

  it('says honestly when the bonus pool is exhausted', async () => {
    api({ 'GET /api/token-distribution': { body: distribution(0) } });
    await openDialog({ mode: 'signup' });
    expect(await screen.findByText(/All 100 signup bonuses have been claimed/)).toBeInTheDocument();
    expect(
      screen.queryByText('Limited to first 100 users - Get 1000 AIZ tokens free!'),
    ).not.toBeInTheDocument();
  });

  it('refuses a blank username with the spec toast, without calling the server', async () => {
    const { calls } = api();
    await openDialog({ mode: 'signup' });
    type('Username', '   ');
    type('E-mail', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(lastToast()).toMatchObject({
      title: 'Username Required',
      description: 'Please enter a username for your account.',
    });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('catches a username the server would refuse before sending', async () => {
    const { calls } = api();
    await openDialog({ mode: 'signup' });
    type('Username', 'ab');
    type('E-mail', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(lastToast()).toMatchObject({
      title: 'Invalid Username',
      description: 'Usernames have at least 3 characters.',
      variant: 'destructive',
    });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the code, moves to verification with a countdown, and locks the tabs', async () => {
    const { calls } = api();
    await openDialog({ mode: 'signup' });
    await sendCode('signup');
    expect(calls.find((c) => c.path === '/api/auth/send-verification')?.body).toEqual({
      email: 'ada@example.com',
      type: 'signup',
      username: 'ada',
    });
    expect(lastToast()?.title).toBe('Verification Code Sent');
    expect(screen.getByRole('timer').textContent).toMatch(/^(5:00|4:59)$/);
    expect(tab('Sign In')).toBeDisabled();
    expect(tab('Sign Up')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify & Create Account' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Change details' })).toBeEnabled();
    expect(screen.getByText(/Your 1000 AIZ signup bonus is added/)).toBeInTheDocument();
    const code = field('Verification code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    type('Verification code', '12a3 4567');
    expect(code.value).toBe('123456');
  });

  it('shows the send failure with the server message', async () => {
    api({
      'POST /api/auth/send-verification': {
        status: 409,
        body: { error: 'conflict', message: 'That username is taken. Please choose another.' },
      },
    });
    await openDialog({ mode: 'signup' });
    type('Username', 'ada');
    type('E-mail', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to Send Code',
        description: 'That username is taken. Please choose another.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeEnabled();
  });

  it('falls back to the spec text when the send failure has no message', async () => {
    api({ 'POST /api/auth/send-verification': { status: 502 } });
    await openDialog();
    type('E-mail', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to Send Code',
        description: 'Please check your email and try again.',
      }),
    );
  });

  it('disables the buttons while a request is pending', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    api({ 'POST /api/auth/send-verification': () => new Promise((resolve) => (answer = resolve)) });
    await openDialog();
    type('E-mail', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    const pending = await screen.findByRole('button', { name: 'Sending code…' });
    expect(pending).toBeDisabled();
    expect(tab('Sign Up')).toBeDisabled();
    await act(async () => answer({ body: { expiresAt: inFiveMinutes() } }));
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
  });

  it('asks for all six digits before verifying', async () => {
    const { calls } = api();
    await openDialog();
    await sendCode();
    type('Verification code', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    expect(lastToast()).toMatchObject({
      title: 'Invalid Code',
      description: 'Please enter the 6-digit verification code.',
    });
    expect(calls.some((c) => c.path === '/api/auth/verify-code')).toBe(false);
  });

  it('shows the verify failure with the server message and stays on the code step', async () => {
    api({
      'POST /api/auth/verify-code': {
        status: 400,
        body: { error: 'validation_failed', message: 'Incorrect code. 4 attempts left.' },
      },
    });
    await openDialog();
    await sendCode();
    type('Verification code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Verification Failed',
        description: 'Incorrect code. 4 attempts left.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Verify & Sign In' })).toBeEnabled();
  });

  it('Change email goes back to the e-mail step; Resend clears the code and asks again', async () => {
    const { calls } = api();
    await openDialog();
    await sendCode();
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(field('Verification code').value).toBe('');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/auth/send-verification')).toHaveLength(2),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(field('E-mail').value).toBe('ada@example.com');
    expect(tab('Sign Up')).toBeEnabled();
  });

  it('switching tabs clears the fields', async () => {
    api();
    await openDialog({ mode: 'signup' });
    type('Username', 'ada');
    type('E-mail', 'ada@example.com');
    fireEvent.click(tab('Sign In'));
    expect(field('E-mail').value).toBe('');
    fireEvent.click(tab('Sign Up'));
    expect(field('Username').value).toBe('');
    expect(field('E-mail').value).toBe('');
  });

  it('closing resets fields, step and timer', async () => {
    api();
    await openDialog();
    await sendCode();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog');
    expect(field('E-mail').value).toBe('');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('creates the account: stores the token, sets the user, closes and welcomes with the bonus', async () => {
    const onSuccess = vi.fn();
    api();
    const { queryClient } = await openDialog({ mode: 'signup', onSuccess });
    await sendCode('signup');
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem('token')).toBe('session-token');
    expect(queryClient.getQueryData(authKeys.currentUser())).toMatchObject({ username: 'ada' });
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ isNewUser: true, bonusGranted: true }));
    expect(lastToast()).toMatchObject({
      title: 'Account Created Successfully!',
      description: "Welcome to AIZ Platform, ada! You've received 1000 AIZ tokens as your signup bonus.",
    });
  });

  it('says so when no bonus was granted', async () => {
    api({
      'POST /api/auth/verify-code': {
        body: { isNewUser: true, user: aUser({ aizBalance: '0' }), token: 't', bonusGranted: false },
      },
    });
    await openDialog({ mode: 'signup' });
    await sendCode('signup');
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Account Created Successfully!'));
    expect(String(lastToast()?.description)).toMatch(/bonus pool is exhausted, so no AIZ bonus was added/);
  });

  it('welcomes back on sign-in', async () => {
    api();
    await openDialog();
    await sendCode();
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Welcome Back!',
        description: "You've successfully signed in.",
      }),
    );
  });

  describe("from the navigation's Get Started, the toast still says what happened (SPEC §8)", () => {
    async function openFromGetStarted() {
      render(
        <QueryClientProvider client={createQueryClient()}>
          <AuthDialogProvider>
            <AccountControls user={null} loading={false} />
          </AuthDialogProvider>
        </QueryClientProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
      await screen.findByRole('dialog', {}, { timeout: scaled(5000) });
    }

    it('Account Created Successfully! after a sign-up, naming the user and the bonus', async () => {
      api();
      await openFromGetStarted();
      fireEvent.mouseDown(tab('Sign Up'));
      fireEvent.click(tab('Sign Up'));
      await screen.findByLabelText('Username');
      await sendCode('signup');
      type('Verification code', '123456');
      fireEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
      await waitFor(() =>
        expect(lastToast()).toMatchObject({
          title: 'Account Created Successfully!',
          description: "Welcome to AIZ Platform, ada! You've received 1000 AIZ tokens as your signup bonus.",
        }),
      );
      expect(getToastState().toasts).toHaveLength(1);
    }, 20_000);

    it('Welcome Back! after a sign-in', async () => {
      api();
      await openFromGetStarted();
      await sendCode();
      type('Verification code', '123456');
      fireEvent.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
      await waitFor(() =>
        expect(lastToast()).toMatchObject({
          title: 'Welcome Back!',
          description: "You've successfully signed in.",
        }),
      );
    }, 20_000);
  });

  it('disables verify once the code has expired', async () => {
    api({
      'POST /api/auth/send-verification': { body: { expiresAt: new Date(Date.now() - 1000).toISOString() } },
    });
    await openDialog();
    await sendCode();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('timer')).toHaveTextContent('Expired');
    expect(within(dialog).getByRole('button', { name: 'Verify & Sign In' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  });
});
