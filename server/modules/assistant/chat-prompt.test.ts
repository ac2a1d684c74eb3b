import { describe, expect, it } from 'vitest';
import { needsOf, systemPrompt, toModelMessages } from './chat-prompt';

describe('chat prompt', () => {
  it('tells the model who is asking and where', () => {
    const p = systemPrompt({
      signedIn: true,
      username: 'ada',
      currentPage: '/staking',
      subscriptionTier: 'free',
    });
    expect(p).toContain('signed in as ada');
    expect(p).toContain('/staking');
    expect(
      systemPrompt({
        signedIn: false,
        username: undefined,
        currentPage: undefined,
        subscriptionTier: undefined,
      }),
    ).toContain('not signed in');
  });

  it('derives the needed capabilities from attachments', () => {
    expect(needsOf([{ role: 'user', content: 'hi' }])).toEqual(['streaming']);
    expect(
      needsOf([
        { role: 'user', content: 'look', attachments: [{ url: 'data:', mediaType: 'image/jpeg' }] },
        { role: 'user', content: 'and', attachments: [{ url: '/x', mediaType: 'application/pdf' }] },
      ]),
    ).toEqual(['streaming', 'image', 'pdf']);
  });

  it('turns attachments into image and file parts', () => {
    const data = new Uint8Array([1, 2, 3]);
    const out = toModelMessages(
      [
        { role: 'user', content: 'what is this?' },
        { role: 'assistant', content: 'a cat' },
        { role: 'user', content: 'and this?' },
      ],
      new Map([
        [
          2,
          [
            { mediaType: 'image/png', data, name: 'x.png' },
            { mediaType: 'application/pdf', data, name: 'a.pdf' },
          ],
        ],
      ]),
    );
    expect(out[0]).toEqual({ role: 'user', content: 'what is this?' });
    expect(out[2]).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'and this?' },
        { type: 'image', image: data, mediaType: 'image/png' },
        { type: 'file', data, mediaType: 'application/pdf', filename: 'a.pdf' },
      ],
    });
  });
});
