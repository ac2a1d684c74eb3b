import { afterEach, describe, expect, it } from 'vitest';
import { analyticsSessionId, SESSION_ID_KEY } from './session-id';

afterEach(() => sessionStorage.clear());

describe('analyticsSessionId', () => {
  it('creates one id per tab and keeps it', () => {
    const first = analyticsSessionId();
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(analyticsSessionId()).toBe(first);
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe(first);
  });

  it('still answers, steadily, when storage throws', () => {
    const broken = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const id = analyticsSessionId(broken);
    expect(id.length).toBeGreaterThan(0);
    expect(analyticsSessionId(broken)).toBe(id);
  });
});
