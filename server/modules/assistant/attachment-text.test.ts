import { describe, expect, it } from 'vitest';
import { docxWithParagraphs, pdfWithPages } from '../../lib/document-text/testing/document-files';
import { scaled } from '../../test/time';
import { readAttachmentText, readAttachmentTexts } from './attachment-text';
import type { ResolvedAttachment } from './chat-prompt';

const text = (s: string) => new TextEncoder().encode(s);
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('an attachment’s text', () => {
  it('reads text, markdown, PDF and DOCX with the knowledge parsers', {
    timeout: scaled(20_000),
  }, async () => {
    expect(
      await readAttachmentText({
        mediaType: 'text/plain',
        data: text('Refunds take 14 days.'),
        name: 'a.txt',
      }),
    ).toEqual({
      text: 'Refunds take 14 days.',
    });
    const md = await readAttachmentText({
      mediaType: 'text/plain',
      data: text('# Refunds\n\nWithin 14 days.\n\n# Shipping\n\nTwo days.'),
      name: 'policy.md',
    });
    expect(md).toEqual({ text: '# Refunds\n\nWithin 14 days.\n\n# Shipping\n\nTwo days.' });
    expect(
      await readAttachmentText({
        mediaType: 'application/pdf',
        data: pdfWithPages(['First page', 'Second page']),
        name: 'p.pdf',
      }),
    ).toEqual({ text: 'First page\n\nSecond page' });
    expect(
      await readAttachmentText({
        mediaType: DOCX,
        data: docxWithParagraphs(['Hello', 'World']),
        name: 'w.docx',
      }),
    ).toMatchObject({ text: expect.stringMatching(/Hello\s+World/) });
  });

  it('is null for files that are no documents, and says why a damaged one has none', {
    timeout: scaled(20_000),
  }, async () => {
    expect(
      await readAttachmentText({ mediaType: 'image/png', data: new Uint8Array([137, 80]), name: 'a.png' }),
    ).toBeNull();
    expect(
      await readAttachmentText({ mediaType: 'application/msword', data: new Uint8Array([1]), name: 'a.doc' }),
    ).toBeNull();
    const broken = await readAttachmentText({
      mediaType: 'application/pdf',
      data: text('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      name: 'b.pdf',
    });
    expect(broken).toHaveProperty('unreadable');
  });

  it('reads only what will not reach the model as a file, and each file once', {
    timeout: scaled(20_000),
  }, async () => {
    const pdf: ResolvedAttachment = {
      mediaType: 'application/pdf',
      data: pdfWithPages(['One']),
      name: 'p.pdf',
    };
    const txt: ResolvedAttachment = { mediaType: 'text/plain', data: text('Two'), name: 't.txt' };
    const files = new Map([[0, [pdf, txt]]]);
    await readAttachmentTexts(files, (f) => f.mediaType === 'application/pdf');
    expect(pdf.document).toBeUndefined();
    expect(txt.document).toEqual({ text: 'Two' });
    txt.data = text('changed');
    await readAttachmentTexts(files, () => false);
    expect(pdf.document).toEqual({ text: 'One' });
    expect(txt.document).toEqual({ text: 'Two' });
  });
});
