/**
 * One message of a Solara conversation, driven to its end: the machine reads the message, and while it needs
 * a tool (an estimate, open slots, saving the lead, booking) `perform` does it and the machine goes on from
 * the outcome. The machine stays pure; `perform` is the only I/O (the Solara node runs its wired tool nodes;
 * tests pass fakes). A tool that throws is an outcome the machine answers, never a failed message.
 */
import type { SolaraMessage } from '../../schemas/solara';
import { advanceSolara, beginSolara, resolveSolara } from './conversation';
import type { SolaraNeed, SolaraOutcome, SolaraState } from './conversation-state';
import { solaraMessages } from './messages';
import type { SolaraEnv } from './reply';

/** Tool calls one message may make: a probe or an estimate, or slots, a lead, a booking and slots again. */
const MAX_NEEDS = 6;

export type PerformNeed = (need: SolaraNeed) => Promise<SolaraOutcome>;

export async function converse(
  state: SolaraState | null,
  message: string,
  env: SolaraEnv & { conversationId: string },
  perform: PerformNeed,
): Promise<{ state: SolaraState; messages: SolaraMessage[] }> {
  let turn = state
    ? advanceSolara(state, message, env)
    : message.trim() === ''
      ? beginSolara(env.conversationId, env)
      : (() => {
          // A first message that already says something (a ZIP code): greet, then read it.
          const greeted = beginSolara(env.conversationId, env);
          const read = advanceSolara(greeted.state, message, env);
          return { ...read, replies: [greeted.replies[0]!, ...read.replies] };
        })();
  const messages: SolaraMessage[] = [...turn.replies];
  for (let calls = 0; turn.need; calls++) {
    const need: SolaraNeed = turn.need;
    const outcome =
      calls >= MAX_NEEDS
        ? ({
            kind: need.kind,
            ok: false,
            message: solaraMessages(env.config.locale).replies.tooManySteps,
          } as SolaraOutcome)
        : await perform(need).catch(
            (err: unknown) =>
              ({
                kind: need.kind,
                ok: false,
                message: err instanceof Error ? err.message : String(err),
              }) as SolaraOutcome,
          );
    turn = resolveSolara(turn.state, outcome, env);
    messages.push(...turn.replies);
  }
  return { state: turn.state, messages };
}
