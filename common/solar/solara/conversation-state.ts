/**
 * What a Solara conversation keeps between messages (plain JSON, kept by the platform's conversation store),
 * what it asks its tools for (a need) and what they answer (an outcome). Pure.
 */
import type { SolarEstimateResponse } from '../../schemas/solar';
import type {
  SolaraAnswers,
  SolaraContact,
  SolaraLeadDraft,
  SolaraMessage,
  SolaraProperty,
  SolaraSlot,
  SolaraStep,
  SolaraTranscriptEntry,
} from '../../schemas/solara';

export const SOLARA_STATE_VERSION = 1;
/** The transcript keeps the last this many messages, each cut to TRANSCRIPT_TEXT_MAX characters. */
export const TRANSCRIPT_MAX = 60;
export const TRANSCRIPT_TEXT_MAX = 600;

export interface SolaraState {
  v: typeof SOLARA_STATE_VERSION;
  conversationId: string;
  step: SolaraStep;
  /** Steps answered (or let go as unknown); the next question is the first one not here. */
  answered: SolaraStep[];
  /** Why the conversation is for information only (no booking): the home is rented, or outside the area. */
  infoOnly: 'rent' | 'outOfArea' | null;
  contact: SolaraContact;
  property: SolaraProperty;
  answers: SolaraAnswers;
  /** What a 1 kW probe of the ZIP code said: kWh per kW a year, for sizing from usage. */
  site: { specificYield: number; stationName: string } | null;
  estimate: SolarEstimateResponse | null;
  /** A usage figure asked for in place of a bill ("size from my usage"). */
  askedUsage: boolean;
  /** Answers not understood at this step, in a row. */
  misses: number;
  /** The time asked for, and the open slots offered for it. */
  wanted: { from: string; to: string; exact: string | null } | null;
  offered: SolaraSlot[];
  chosen: SolaraSlot | null;
  consent: { text: string; at: string } | null;
  leadId: string | null;
  appointment: { appointmentId: string; startsAt: string; endsAt: string; label: string } | null;
  transcript: SolaraTranscriptEntry[];
}

/** What the conversation asks its tools for; the driver performs it and hands back the outcome. */
export type SolaraNeed =
  | { kind: 'probe'; request: { zip: string; systemKw: number } }
  | { kind: 'estimate'; request: { zip: string; monthlyBill?: number; systemKw?: number } }
  | { kind: 'slots'; from: string; to: string }
  | { kind: 'saveLead'; lead: SolaraLeadDraft }
  | { kind: 'book'; leadId: string; startsAt: string; consentText: string };

export type SolaraOutcome =
  | { kind: 'probe'; ok: true; estimate: SolarEstimateResponse }
  | { kind: 'estimate'; ok: true; estimate: SolarEstimateResponse }
  | { kind: 'slots'; ok: true; slots: { startsAt: string; endsAt: string }[] }
  | { kind: 'saveLead'; ok: true; leadId: string; score: number }
  | { kind: 'book'; ok: true; appointment: { appointmentId: string; startsAt: string; endsAt: string } }
  | {
      [K in SolaraNeed['kind']]: { kind: K; ok: false; message: string; taken?: boolean };
    }[SolaraNeed['kind']];

/** One step of the machine: the state after it, what Solara says, and what it needs done before going on. */
export interface SolaraTurn {
  state: SolaraState;
  replies: SolaraMessage[];
  need: SolaraNeed | null;
  /** The answer was not understood (asked again, or let go): a model may read it instead. */
  missed?: boolean;
}

export function newSolaraState(conversationId: string): SolaraState {
  return {
    v: SOLARA_STATE_VERSION,
    conversationId,
    step: 'zip',
    answered: [],
    infoOnly: null,
    contact: {},
    property: {},
    answers: {},
    site: null,
    estimate: null,
    askedUsage: false,
    misses: 0,
    wanted: null,
    offered: [],
    chosen: null,
    consent: null,
    leadId: null,
    appointment: null,
    transcript: [],
  };
}

/** A kept state as it can be read back (an unknown version or shape starts over). */
export function readSolaraState(value: unknown): SolaraState | null {
  if (typeof value !== 'object' || value === null) return null;
  const state = value as Partial<SolaraState>;
  return state.v === SOLARA_STATE_VERSION && typeof state.step === 'string' && Array.isArray(state.answered)
    ? (state as SolaraState)
    : null;
}

export function withTranscript(state: SolaraState, role: 'user' | 'assistant', text: string, at: Date) {
  if (text.trim() === '') return state;
  const entry = { role, text: text.slice(0, TRANSCRIPT_TEXT_MAX), at: at.toISOString() };
  return { ...state, transcript: [...state.transcript, entry].slice(-TRANSCRIPT_MAX) };
}

export function leadDraft(state: SolaraState): SolaraLeadDraft {
  return {
    conversationId: state.conversationId,
    contact: state.contact,
    property: state.property,
    answers: state.answers,
    estimate: state.estimate,
    transcript: state.transcript,
    consent: state.consent,
  };
}
