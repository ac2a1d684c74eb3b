/**
 * Chat session tracking of SPEC §3 and its rules of §4 and §6: every user action in the widget is an
 * interaction; the conversion stage turns from visitor to engaged when a message is sent once the
 * session has 5 or more interactions; signed-out visitors are offered sign-up after 3. Pure.
 */
import { ENGAGED_AT_INTERACTIONS, SIGNUP_PROMPT_AT_INTERACTIONS } from '@common/constants';

export type ConversionStage = 'visitor' | 'engaged';
export type ChatFeature = 'textChat' | 'voiceChat' | 'fileUpload' | 'videoCall';

export type ChatSessionTracking = {
  sessionId: string;
  interactions: number;
  /** Milliseconds of active use: the gaps between actions, each counted up to IDLE_CAP_MS. */
  engagementTime: number;
  /** Epoch milliseconds of the last action (or of the session's start). */
  lastActivity: number;
  conversionStage: ConversionStage;
  featureUsage: Record<ChatFeature, number>;
};

/** A pause longer than this is time away, not engagement. */
export const IDLE_CAP_MS = 5 * 60 * 1000;

export function startSession(sessionId: string, now: number): ChatSessionTracking {
  return {
    sessionId,
    interactions: 0,
    engagementTime: 0,
    lastActivity: now,
    conversionStage: 'visitor',
    featureUsage: { textChat: 0, voiceChat: 0, fileUpload: 0, videoCall: 0 },
  };
}

export type Interaction = {
  /** The widget feature used, if any (a quick action that navigates uses none). */
  feature?: ChatFeature;
  /** True when this action sent a message to the assistant. */
  messageSent: boolean;
};

export function recordInteraction(
  session: ChatSessionTracking,
  interaction: Interaction,
  now: number,
): ChatSessionTracking {
  const interactions = session.interactions + 1;
  const engaged =
    session.conversionStage === 'engaged' ||
    (interaction.messageSent && interactions >= ENGAGED_AT_INTERACTIONS);
  return {
    ...session,
    interactions,
    engagementTime: session.engagementTime + Math.min(Math.max(0, now - session.lastActivity), IDLE_CAP_MS),
    lastActivity: now,
    conversionStage: engaged ? 'engaged' : 'visitor',
    featureUsage: interaction.feature
      ? { ...session.featureUsage, [interaction.feature]: session.featureUsage[interaction.feature] + 1 }
      : session.featureUsage,
  };
}

/** SPEC §6: signed out, after 3 interactions a sign-up prompt. */
export function shouldOfferSignUp(session: ChatSessionTracking, signedIn: boolean): boolean {
  return !signedIn && session.interactions >= SIGNUP_PROMPT_AT_INTERACTIONS;
}

/** Reads a stored session back, or null when it is missing or not one of ours. */
export function parseStoredSession(raw: string | null, sessionId: string): ChatSessionTracking | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ChatSessionTracking>;
    const usage = value.featureUsage;
    if (
      value.sessionId !== sessionId ||
      typeof value.interactions !== 'number' ||
      typeof value.engagementTime !== 'number' ||
      typeof value.lastActivity !== 'number' ||
      (value.conversionStage !== 'visitor' && value.conversionStage !== 'engaged') ||
      !usage ||
      (['textChat', 'voiceChat', 'fileUpload', 'videoCall'] as const).some(
        (k) => typeof usage[k] !== 'number',
      )
    )
      return null;
    return value as ChatSessionTracking;
  } catch {
    return null;
  }
}
