/** The chat session of this browser tab, kept in sessionStorage so a reload continues it. */
import { useCallback, useRef, useState } from 'react';
import {
  type ChatSessionTracking,
  type Interaction,
  parseStoredSession,
  recordInteraction,
  startSession,
} from './session-tracking';

const KEY = 'aiz.assistant.session';

function load(sessionId: string): ChatSessionTracking {
  try {
    return (
      parseStoredSession(window.sessionStorage.getItem(KEY), sessionId) ?? startSession(sessionId, Date.now())
    );
  } catch {
    return startSession(sessionId, Date.now());
  }
}

export function useSessionTracking(sessionId: string) {
  const [session, setSession] = useState(() => load(sessionId));
  const current = useRef(session);
  const record = useCallback((interaction: Interaction): ChatSessionTracking => {
    const next = recordInteraction(current.current, interaction, Date.now());
    current.current = next;
    setSession(next);
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Kept in memory for this page only.
    }
    return next;
  }, []);
  return { session, record };
}
