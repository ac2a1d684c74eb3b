import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_PART,
  documentPart,
  INLINE_TEXT_MAX,
  needsOf,
  sentAsFile,
  systemPrompt,
  toModelMessages,
} from './chat-prompt';

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

  it('routes only by the attachments some provider can read', () => {
    const turns = [
      {
        role: 'user' as const,
        content: 'look',
        attachments: [
          { url: '/a', mediaType: 'image/png' },
          { url: '/b', mediaType: 'video/mp4' },
          { url: '/c', mediaType: 'text/plain' },
        ],
      },
    ];
    expect(needsOf(turns, (need) => need === 'image')).toEqual(['streaming', 'image']);
  });

  it('sends a document as its text and any file nobody reads as a note, never as a part', () => {
    const long = 'x'.repeat(INLINE_TEXT_MAX + 5);
    const files = [
      {
        mediaType: 'text/plain',
        data: new TextEncoder().encode('hello Grüße'),
        name: 'a.txt',
        document: { text: 'hello Grüße' },
      },
      {
        mediaType: 'text/plain',
        data: new TextEncoder().encode(long),
        name: 'long.txt',
        document: { text: long },
      },
      { mediaType: 'application/msword', data: new Uint8Array([1]), name: 'b.doc', document: null },
      { mediaType: 'video/mp4', data: new Uint8Array([1]), name: 'c.mp4' },
      { mediaType: 'image/png', data: new Uint8Array([1]), name: 'd.png' },
      {
        mediaType: 'application/pdf',
        data: new Uint8Array([1]),
        name: 'e.pdf',
        document: { unreadable: 'it has no text' },
      },
    ];
    const [message] = toModelMessages([{ role: 'user', content: 'see' }], new Map([[0, files]]), ['image']);
    const parts = message!.content as { type: string; text?: string; providerOptions?: unknown }[];
    expect(parts.map((p) => p.type)).toEqual(['text', 'text', 'text', 'text', 'text', 'image', 'text']);
    expect(parts[1]).toEqual({
      type: 'text',
      text: 'Attached file a.txt:\n\nhello Grüße',
      providerOptions: documentPart('a.txt'),
    });
    expect(parts[2]!.text).toHaveLength(
      `Attached file long.txt:\n\n`.length +
        INLINE_TEXT_MAX +
        `\n[… cut at ${INLINE_TEXT_MAX} characters]`.length,
    );
    expect(parts[3]).toEqual({
      type: 'text',
      text: '[b.doc (application/msword) is attached, but no connected AI provider can read this kind of file, so its content is not included.]',
      providerOptions: ATTACHMENT_PART,
    });
    expect(parts[4]!.text).toMatch(/^\[c\.mp4 \(video\/mp4\) is attached/);
    expect(parts[6]!.text).toBe('[e.pdf is attached, but it has no text, so its content is not included.]');
  });

  it('sends a PDF as itself to a route that reads PDFs, as its text to one that does not', () => {
    const pdf = {
      mediaType: 'application/pdf',
      data: new Uint8Array([1]),
      name: 'p.pdf',
      document: { text: 'Page one' },
    };
    expect(sentAsFile(pdf, ['streaming', 'pdf'])).toBe(true);
    expect(sentAsFile(pdf, ['streaming'])).toBe(false);
    const [asFile] = toModelMessages([{ role: 'user', content: 'see' }], new Map([[0, [pdf]]]), ['pdf']);
    expect((asFile!.content as { type: string }[])[1]!.type).toBe('file');
    const [asText] = toModelMessages([{ role: 'user', content: 'see' }], new Map([[0, [pdf]]]), [
      'streaming',
    ]);
    expect((asText!.content as { text?: string }[])[1]!.text).toBe('Attached file p.pdf:\n\nPage one');
  });
});
