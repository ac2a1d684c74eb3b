import { describe, expect, it } from 'vitest';
import {
  IDLE_CAP_MS,
  parseStoredSession,
  recordInteraction,
  shouldOfferSignUp,
  startSession,
} from './session-tracking';

const message = { feature: 'textChat', messageSent: true } as const;

describe('session tracking', () => {
  it('counts interactions, feature use and active time', () => {
    let s = startSession('s1', 1000);
    s = recordInteraction(s, message, 3000);
    s = recordInteraction(s, { feature: 'fileUpload', messageSent: false }, 4000);
    s = recordInteraction(s, { messageSent: false }, 4000 + IDLE_CAP_MS * 3);
    expect(s).toEqual({
      sessionId: 's1',
      interactions: 3,
      engagementTime: 2000 + 1000 + IDLE_CAP_MS,
      lastActivity: 4000 + IDLE_CAP_MS * 3,
      conversionStage: 'visitor',
      featureUsage: { textChat: 1, voiceChat: 0, fileUpload: 1, videoCall: 0 },
    });
  });

  it('turns engaged when a message is sent once there are 5 or more interactions, and stays engaged', () => {
    let s = startSession('s1', 0);
    for (let i = 0; i < 4; i++) s = recordInteraction(s, message, i);
    expect(s.conversionStage).toBe('visitor');
    // The 5th interaction without a message: still a visitor.
    s = recordInteraction(s, { feature: 'videoCall', messageSent: false }, 5);
    expect(s.interactions).toBe(5);
    expect(s.conversionStage).toBe('visitor');
    // The next message makes the session engaged.
    s = recordInteraction(s, { feature: 'voiceChat', messageSent: true }, 6);
    expect(s.conversionStage).toBe('engaged');
    s = recordInteraction(s, { messageSent: false }, 7);
    expect(s.conversionStage).toBe('engaged');
  });

  it('is engaged exactly at the 5th message', () => {
    let s = startSession('s1', 0);
    for (let i = 1; i <= 5; i++) {
      s = recordInteraction(s, message, i);
      expect(s.conversionStage, `after ${i}`).toBe(i >= 5 ? 'engaged' : 'visitor');
    }
  });

  it('offers sign-up to signed-out visitors from the 3rd interaction', () => {
    let s = startSession('s1', 0);
    s = recordInteraction(recordInteraction(s, message, 1), message, 2);
    expect(shouldOfferSignUp(s, false)).toBe(false);
    s = recordInteraction(s, message, 3);
    expect(shouldOfferSignUp(s, false)).toBe(true);
    expect(shouldOfferSignUp(s, true)).toBe(false);
  });

  it('reads back only a well-formed session of the same id', () => {
    const s = recordInteraction(startSession('s1', 0), message, 1);
    expect(parseStoredSession(JSON.stringify(s), 's1')).toEqual(s);
    expect(parseStoredSession(JSON.stringify(s), 's2')).toBeNull();
    expect(parseStoredSession('{', 's1')).toBeNull();
    expect(parseStoredSession(JSON.stringify({ ...s, conversionStage: 'x' }), 's1')).toBeNull();
  });
});
