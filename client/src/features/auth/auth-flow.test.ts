import { describe, expect, it } from 'vitest';
import { type AuthFlowState, authFlowReducer, initialAuthFlow } from './auth-flow';

const filled = (overrides: Partial<AuthFlowState> = {}): AuthFlowState => ({
  ...initialAuthFlow('signup'),
  email: 'ada@example.com',
  username: 'ada',
  ...overrides,
});

describe('authFlowReducer', () => {
  it('starts on the e-mail step of the requested tab with empty fields and no timer', () => {
    expect(initialAuthFlow('signup')).toMatchObject({
      mode: 'signup',
      step: 'email',
      email: '',
      username: '',
      code: '',
      expiresAt: null,
      pending: null,
    });
  });

  it('moves to verification once a code is sent, with the server expiry', () => {
    const sending = authFlowReducer(filled(), { type: 'sendStarted' });
    expect(sending.pending).toBe('send');
    const sent = authFlowReducer(sending, {
      type: 'codeSent',
      expiresAt: 123,
      generation: sending.generation,
    });
    expect(sent).toMatchObject({
      step: 'verification',
      expiresAt: 123,
      pending: null,
      email: 'ada@example.com',
    });
  });

  it('switching tabs clears e-mail, username and code and returns to the e-mail step', () => {
    const state = filled({ step: 'verification', code: '123456', expiresAt: 5 });
    const switched = authFlowReducer(state, { type: 'switchMode', mode: 'signin' });
    expect(switched).toMatchObject({
      mode: 'signin',
      step: 'email',
      email: '',
      username: '',
      code: '',
      expiresAt: null,
    });
    expect(authFlowReducer(state, { type: 'switchMode', mode: 'signup' })).toBe(state);
  });

  it('the change button returns to the e-mail step, keeping e-mail and username', () => {
    const state = filled({ step: 'verification', code: '123', expiresAt: 5 });
    expect(authFlowReducer(state, { type: 'backToEmail' })).toMatchObject({
      step: 'email',
      email: 'ada@example.com',
      username: 'ada',
      code: '',
      expiresAt: null,
    });
  });

  it('closing resets all fields, the step and the timer', () => {
    const state = filled({ step: 'verification', code: '123456', expiresAt: 5, pending: 'verify' });
    const reset = authFlowReducer(state, { type: 'reset', mode: 'signin' });
    expect(reset).toEqual({ ...initialAuthFlow('signin'), generation: state.generation + 1 });
  });

  it('resend clears the code at once and keeps the verification step', () => {
    const state = filled({ step: 'verification', code: '123456', expiresAt: 5 });
    const resending = authFlowReducer(state, { type: 'resendStarted' });
    expect(resending).toMatchObject({ step: 'verification', code: '', pending: 'send' });
    const sent = authFlowReducer(resending, { type: 'codeSent', expiresAt: 9, generation: state.generation });
    expect(sent.expiresAt).toBe(9);
  });

  it('sanitises the code', () => {
    expect(authFlowReducer(filled(), { type: 'setCode', code: '12 34-5678' }).code).toBe('123456');
  });

  it('ignores answers to requests of a flow that was reset or switched meanwhile', () => {
    const sending = authFlowReducer(filled(), { type: 'sendStarted' });
    const closed = authFlowReducer(sending, { type: 'reset', mode: 'signup' });
    expect(authFlowReducer(closed, { type: 'codeSent', expiresAt: 1, generation: sending.generation })).toBe(
      closed,
    );
    expect(authFlowReducer(closed, { type: 'requestFailed', generation: sending.generation })).toBe(closed);
  });

  it('a failed request frees the buttons', () => {
    const verifying = authFlowReducer(filled({ step: 'verification' }), { type: 'verifyStarted' });
    expect(
      authFlowReducer(verifying, { type: 'requestFailed', generation: verifying.generation }).pending,
    ).toBeNull();
  });
});
