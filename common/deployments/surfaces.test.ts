import { describe, expect, it } from 'vitest';
import { keyCanCall } from './key-scope';
import { entryNodeOf, offersSurface, surfacesFor } from './surfaces';

const doc = (...types: string[]) => ({
  nodes: types.map((type, i) => ({
    id: `n${i}`,
    type,
    typeVersion: 1,
    name: type,
    position: [0, 0] as [number, number],
    parameters: {},
  })),
});

describe('the surfaces of a deployment', () => {
  it('offers the webhook, schedule and form page only with their triggers', () => {
    expect(surfacesFor(doc('webhook-trigger', 'send-email'))).toEqual([
      'rest',
      'webhook',
      'widget',
      'chat',
      'openai',
      'mcp',
    ]);
    expect(surfacesFor(doc('form-trigger'))).toContain('form');
    expect(surfacesFor(doc('schedule-trigger'))).toContain('schedule');
    expect(surfacesFor(doc('chat-trigger'))).not.toContain('webhook');
  });

  it("follows the owner's choice", () => {
    expect(offersSurface({ surfaces: ['rest', 'chat'] }, 'form')).toBe(false);
    expect(offersSurface({ surfaces: ['rest', 'chat'] }, 'chat')).toBe(true);
  });

  it('enters a chat-like call at the chat trigger and a data call at the manual, then the webhook trigger', () => {
    const both = doc('webhook-trigger', 'chat-trigger');
    expect(entryNodeOf(both, 'openai')?.type).toBe('chat-trigger');
    expect(entryNodeOf(both, 'rest')?.type).toBe('webhook-trigger');
    expect(entryNodeOf(doc('manual-trigger', 'webhook-trigger'), 'rest')?.type).toBe('manual-trigger');
    expect(entryNodeOf(doc('code'), 'rest')).toBeUndefined();
  });
});

describe('which keys may call a deployment', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const key = { deploymentIds: null, surfaces: ['rest'], revokedAt: null, expiresAt: null };
  it('takes unscoped keys and keys scoped to it; not revoked, expired or surface-less ones', () => {
    expect(keyCanCall(key, 'd1', now)).toBe(true);
    expect(keyCanCall({ ...key, deploymentIds: ['d1'] }, 'd1', now)).toBe(true);
    expect(keyCanCall({ ...key, deploymentIds: ['d2'] }, 'd1', now)).toBe(false);
    expect(keyCanCall({ ...key, revokedAt: '2026-01-01T00:00:00Z' }, 'd1', now)).toBe(false);
    expect(keyCanCall({ ...key, expiresAt: '2026-05-31T00:00:00Z' }, 'd1', now)).toBe(false);
    expect(keyCanCall({ ...key, surfaces: [] }, 'd1', now)).toBe(false);
  });
});
