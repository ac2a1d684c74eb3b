/**
 * The auth dialog's state (SPEC §4): mode signin or signup; step email, then verification once a
 * code is sent; back to email via the change button, on close, or on mode switch. Pure, so the rules
 * are tested without rendering.
 */
import type { PublicUser, VerificationType } from '@common/schemas/auth';
import { sanitizeCode } from './verification-code';

export type AuthMode = VerificationType;

/** What a successful verification tells whoever opened the dialog. */
export type AuthSuccess = { isNewUser: boolean; user: PublicUser; bonusGranted: boolean | undefined };

export type OpenAuthDialogOptions = {
  /** The tab to start on; sign-in by default. */
  mode?: AuthMode;
  /** Called after a successful verification, before the dialog closes. */
  onSuccess?: (result: AuthSuccess) => void;
};
export type AuthStep = 'email' | 'verification';

export interface AuthFlowState {
  mode: AuthMode;
  step: AuthStep;
  email: string;
  username: string;
  code: string;
  /** The code's expiry on the browser's clock (ms); null before the server has given one. */
  expiresAt: number | null;
  /** The request in flight; every button is disabled meanwhile. */
  pending: 'send' | 'verify' | null;
  /** Bumped whenever the flow starts over, so answers to abandoned requests are ignored. */
  generation: number;
}

export type AuthFlowAction =
  | { type: 'switchMode'; mode: AuthMode }
  | { type: 'setEmail'; email: string }
  | { type: 'setUsername'; username: string }
  | { type: 'setCode'; code: string }
  | { type: 'sendStarted' }
  | { type: 'resendStarted' }
  | { type: 'verifyStarted' }
  | { type: 'codeSent'; expiresAt: number | null; generation: number }
  | { type: 'requestFailed'; generation: number }
  | { type: 'backToEmail' }
  | { type: 'reset'; mode: AuthMode };

export function initialAuthFlow(mode: AuthMode = 'signin', generation = 0): AuthFlowState {
  return {
    mode,
    step: 'email',
    email: '',
    username: '',
    code: '',
    expiresAt: null,
    pending: null,
    generation,
  };
}

export function authFlowReducer(state: AuthFlowState, action: AuthFlowAction): AuthFlowState {
  switch (action.type) {
    case 'switchMode':
      // Switching tabs clears e-mail, username and code, and returns to the e-mail step.
      return action.mode === state.mode ? state : initialAuthFlow(action.mode, state.generation + 1);
    case 'reset':
      return initialAuthFlow(action.mode, state.generation + 1);
    case 'setEmail':
      return { ...state, email: action.email };
    case 'setUsername':
      return { ...state, username: action.username };
    case 'setCode':
      return { ...state, code: sanitizeCode(action.code) };
    case 'sendStarted':
      return { ...state, pending: 'send' };
    case 'resendStarted':
      return { ...state, pending: 'send', code: '' };
    case 'verifyStarted':
      return { ...state, pending: 'verify' };
    case 'codeSent':
      if (action.generation !== state.generation) return state;
      return { ...state, step: 'verification', code: '', expiresAt: action.expiresAt, pending: null };
    case 'requestFailed':
      if (action.generation !== state.generation) return state;
      return { ...state, pending: null };
    case 'backToEmail':
      return {
        ...state,
        step: 'email',
        code: '',
        expiresAt: null,
        pending: null,
        generation: state.generation + 1,
      };
  }
}
