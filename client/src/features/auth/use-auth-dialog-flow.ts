/** The auth dialog's requests: send, resend and verify a code, with the toasts of SPEC §5 and §8. */
import { STORAGE_KEYS } from '@common/constants';
import { usernameSchema } from '@common/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { writeStorage } from '@/lib/storage';
import { sendVerificationCode, verifyCode } from './auth-api';
import { toasts } from './auth-copy';
import { type AuthMode, type AuthSuccess, authFlowReducer, initialAuthFlow } from './auth-flow';
import { authKeys } from './auth-keys';
import { isCompleteCode } from './verification-code';

export type AuthDialogFlowOptions = {
  initialMode: AuthMode;
  onSuccess: ((result: AuthSuccess) => void) | undefined;
  /** Closes the dialog (the flow resets itself first). */
  close: () => void;
};

export function useAuthDialogFlow({ initialMode, onSuccess, close }: AuthDialogFlowOptions) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(authFlowReducer, initialMode, (mode) => initialAuthFlow(mode));
  // Answers arrive after awaits; this tells whether the flow they belong to is still the current one.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const isCurrent = (generation: number) => latest.current.generation === generation;

  // The two server writes. A verified sign-in updates the cache whatever became of the dialog meanwhile:
  // the session exists on the server either way.
  const sending = useMutation({ mutationFn: sendVerificationCode });
  const verifying = useMutation({
    mutationFn: verifyCode,
    onSuccess: (result) => {
      writeStorage(STORAGE_KEYS.token, result.token);
      queryClient.setQueryData(authKeys.currentUser(), result.user);
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
      void queryClient.invalidateQueries({ queryKey: authKeys.tokenDistribution() });
    },
  });

  // Starting over makes any answer still on its way stale at once, not only after the next render.
  const startOver = () => {
    latest.current = { ...latest.current, generation: latest.current.generation + 1 };
  };
  const reset = (mode: AuthMode = initialMode) => {
    startOver();
    dispatch({ type: 'reset', mode });
  };

  async function sendCode(kind: 'send' | 'resend') {
    if (state.pending) return;
    const email = state.email.trim();
    const username = state.username.trim();
    const { generation, mode } = state;
    if (mode === 'signup' && !username) {
      toast(toasts.usernameRequired);
      return;
    }
    const checked = mode === 'signup' ? usernameSchema.safeParse(username) : null;
    if (checked && !checked.success) {
      toast(toasts.invalidUsername(checked.error.issues[0]?.message ?? 'Please choose another username.'));
      return;
    }
    if (!email) return; // the input is required: the browser asks for it first
    dispatch({ type: kind === 'resend' ? 'resendStarted' : 'sendStarted' });
    try {
      const { expiresAt } = await sending.mutateAsync({
        email,
        type: mode,
        ...(mode === 'signup' ? { username } : {}),
      });
      if (!isCurrent(generation)) return;
      dispatch({ type: 'codeSent', expiresAt, generation });
      toast(toasts.codeSent(email));
    } catch (error) {
      if (!isCurrent(generation)) return;
      dispatch({ type: 'requestFailed', generation });
      toast(toasts.sendFailed(serverMessage(error)));
    }
  }

  async function submitCode() {
    if (state.pending) return;
    if (!isCompleteCode(state.code)) {
      toast(toasts.invalidCode);
      return;
    }
    const { generation, mode, code } = state;
    const email = state.email.trim();
    const username = state.username.trim();
    dispatch({ type: 'verifyStarted' });
    try {
      const result = await verifying.mutateAsync({
        email,
        code,
        type: mode,
        ...(mode === 'signup' ? { username } : {}),
      });
      if (!isCurrent(generation)) return;
      const signup = result.isNewUser
        ? { username: result.user.username, bonusGranted: result.bonusGranted ?? false }
        : null;
      onSuccess?.({ isNewUser: result.isNewUser, user: result.user, bonusGranted: result.bonusGranted });
      reset();
      close();
      // One toast shows at a time (SPEC §2), so it is the one that says what happened (SPEC §8), from
      // whichever button the dialog was opened; a generic "signed in" would hide the bonus news.
      toast(signup ? toasts.accountCreated(signup.username, signup.bonusGranted) : toasts.welcomeBack);
    } catch (error) {
      if (!isCurrent(generation)) return;
      dispatch({ type: 'requestFailed', generation });
      toast(toasts.verifyFailed(serverMessage(error)));
    }
  }

  return {
    state,
    switchMode: (mode: AuthMode) => {
      if (mode === state.mode) return;
      startOver();
      dispatch({ type: 'switchMode', mode });
    },
    setEmail: (email: string) => dispatch({ type: 'setEmail', email }),
    setUsername: (username: string) => dispatch({ type: 'setUsername', username }),
    setCode: (code: string) => dispatch({ type: 'setCode', code }),
    backToEmail: () => {
      startOver();
      dispatch({ type: 'backToEmail' });
    },
    reset,
    sendCode: () => sendCode('send'),
    resendCode: () => sendCode('resend'),
    submitCode,
  };
}
