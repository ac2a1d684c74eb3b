import { STORAGE_KEYS } from '@common/constants';
import { describe, expect, it } from 'vitest';
import {
  checkWelcome,
  clearWelcomeFlags,
  saveWelcomeRecord,
  saveWelcomeSkip,
  USE_CASES,
  welcomeRecord,
} from './welcome-record';

const now = new Date('2026-02-03T04:05:06.000Z');

describe('checkWelcome', () => {
  it('requires a trimmed e-mail when signed out', () => {
    expect(checkWelcome({ signedInEmail: null, email: '' })).toEqual({ ok: false, reason: 'email-required' });
    expect(checkWelcome({ signedInEmail: null, email: '   ' })).toEqual({
      ok: false,
      reason: 'email-required',
    });
    expect(checkWelcome({ signedInEmail: null, email: ' ada@example.com ' })).toEqual({
      ok: true,
      email: 'ada@example.com',
    });
  });

  it('uses the account e-mail when signed in', () => {
    expect(checkWelcome({ signedInEmail: 'me@example.com', email: '' })).toEqual({
      ok: true,
      email: 'me@example.com',
    });
  });
});

describe('the record', () => {
  it('defaults the use case to general', () => {
    expect(welcomeRecord('a@b.c', '', now)).toEqual({
      email: 'a@b.c',
      useCase: 'general',
      completedAt: '2026-02-03T04:05:06.000Z',
    });
    expect(welcomeRecord('a@b.c', 'ai-agents', now).useCase).toBe('ai-agents');
  });

  it('offers exactly the use cases of the spec', () => {
    expect(USE_CASES.map((u) => `${u.label}=${u.value}`)).toEqual([
      'Business Automation=automation',
      'AI Agent Development=ai-agents',
      'Workflow Management=workflows',
      'System Integration=integration',
      'Just Exploring=experimentation',
    ]);
  });

  it('stores the record and the completed flag, and clears both', () => {
    saveWelcomeRecord(localStorage, welcomeRecord('a@b.c', 'workflows', now));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.onboardingData)!)).toEqual({
      email: 'a@b.c',
      useCase: 'workflows',
      completedAt: '2026-02-03T04:05:06.000Z',
    });
    expect(localStorage.getItem(STORAGE_KEYS.onboardingCompleted)).toBe('true');
    clearWelcomeFlags(localStorage);
    expect(localStorage.getItem(STORAGE_KEYS.onboardingData)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.onboardingCompleted)).toBeNull();
  });

  it('records a skip with its reason', () => {
    saveWelcomeSkip(localStorage, now);
    expect(localStorage.getItem(STORAGE_KEYS.onboardingCompleted)).toBe('skipped');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.onboardingData)!)).toEqual({
      skipped: true,
      reason: 'User chose to skip',
      skippedAt: '2026-02-03T04:05:06.000Z',
    });
  });

  it('lets storage failures reach the caller (who toasts and continues)', () => {
    const full = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => saveWelcomeRecord(full, welcomeRecord('a@b.c', '', now))).toThrow('quota');
  });
});
