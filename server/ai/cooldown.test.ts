import { describe, expect, it } from 'vitest';
import { COOLDOWN_STEPS_MS, Cooldowns, parseRetryAfter } from './cooldown';

describe('cooldowns', () => {
  it('steps up on consecutive failures, per provider and model, and clears on success', () => {
    let now = 0;
    const c = new Cooldowns(() => now);
    expect(c.fail('openai', 'gpt-4o')).toBe(COOLDOWN_STEPS_MS[0]);
    expect(c.isCooling('openai', 'gpt-4o')).toBe(true);
    expect(c.isCooling('openai', 'gpt-4o-mini')).toBe(false);
    expect(c.fail('openai', 'gpt-4o')).toBe(COOLDOWN_STEPS_MS[1]);
    for (let i = 0; i < 10; i++) c.fail('openai', 'gpt-4o');
    expect(c.remainingMs('openai', 'gpt-4o')).toBe(300_000);
    now += 300_000;
    expect(c.isCooling('openai', 'gpt-4o')).toBe(false);
    c.succeed('openai', 'gpt-4o');
    expect(c.fail('openai', 'gpt-4o')).toBe(COOLDOWN_STEPS_MS[0]);
  });

  it('forgets every cooldown on clear', () => {
    const c = new Cooldowns(() => 0);
    c.fail('openai', 'gpt-4o');
    c.fail('anthropic', 'claude');
    c.clear();
    expect(c.isCooling('openai', 'gpt-4o')).toBe(false);
    expect(c.isCooling('anthropic', 'claude')).toBe(false);
    expect(c.fail('openai', 'gpt-4o')).toBe(COOLDOWN_STEPS_MS[0]);
  });

  it('honours a longer Retry-After', () => {
    const c = new Cooldowns(() => 0);
    expect(c.fail('anthropic', 'claude', 90_000)).toBe(90_000);
    expect(c.fail('xai', 'grok', 1_000)).toBe(COOLDOWN_STEPS_MS[0]);
  });

  it('parses Retry-After seconds and dates', () => {
    expect(parseRetryAfter('20')).toBe(20_000);
    expect(parseRetryAfter(new Date(65_000).toUTCString(), 5_000)).toBe(60_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });
});
