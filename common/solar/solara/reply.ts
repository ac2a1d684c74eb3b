/** How Solara says something: the replies, then the next question, all kept in the transcript. Pure. */
import type { SolaraConfig, SolaraMessage, SolaraStep } from '../../schemas/solara';
import { type SolaraState, type SolaraTurn, withTranscript } from './conversation-state';
import { nextStep, question } from './questions';

export interface SolaraEnv {
  config: SolaraConfig;
  now: Date;
}

export const say = (text: string, quickReplies?: string[]): SolaraMessage => ({
  role: 'assistant',
  text,
  ...(quickReplies ? { quickReplies } : {}),
});

/** Says `replies`, records them, and asks the next question (or `step`'s). */
export function reply(
  state: SolaraState,
  env: SolaraEnv,
  replies: SolaraMessage[],
  step: SolaraStep = nextStep(state),
): SolaraTurn {
  const asked = question(step, state, env.config);
  // The question offers the quick replies an explanation before it suggested, when it has none of its own.
  const offered = replies.findLast((m) => m.quickReplies)?.quickReplies;
  const ask = asked.quickReplies || !offered ? asked : { ...asked, quickReplies: offered };
  const all = step === 'done' && replies.length > 0 ? replies : [...replies, ask];
  let next: SolaraState = { ...state, step, misses: step === state.step ? state.misses : 0 };
  for (const m of all) next = withTranscript(next, 'assistant', m.text, env.now);
  return { state: next, replies: all, need: null };
}

export function answered(state: SolaraState, ...steps: SolaraStep[]): SolaraState {
  return { ...state, answered: [...new Set([...state.answered, ...steps])] };
}

/** Says one thing that asks again by itself (a hint, an explanation): no question after it. */
export function replyOnly(
  state: SolaraState,
  env: SolaraEnv,
  message: SolaraMessage,
  step: SolaraStep = state.step,
): SolaraTurn {
  const asked = question(step, state, env.config).quickReplies;
  const said = message.quickReplies || !asked ? message : { ...message, quickReplies: asked };
  const next: SolaraState = { ...state, step, misses: step === state.step ? state.misses : 0 };
  return { state: withTranscript(next, 'assistant', said.text, env.now), replies: [said], need: null };
}
