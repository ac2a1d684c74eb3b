import { describe, expect, it } from 'vitest';
import { docxWithParagraphs, pdfWithPages } from '../../../lib/document-text/testing/document-files';
import { scaled } from '../../../test/time';
import {
  chunkSections,
  extractSections,
  KNOWLEDGE_TYPES,
  knowledgeTypeOf,
  markdownSections,
} from './knowledge-text';

const text = (s: string) => new TextEncoder().encode(s);

describe('knowledge file types', () => {
  it('tells PDF, DOCX, markdown and text apart by content, markdown by its extension', async () => {
    expect(await knowledgeTypeOf(pdfWithPages(['Hello']), 'a.txt')).toBe(KNOWLEDGE_TYPES.pdf);
    expect(await knowledgeTypeOf(docxWithParagraphs(['Hello']), 'a.pdf')).toBe(KNOWLEDGE_TYPES.docx);
    expect(await knowledgeTypeOf(text('# Title'), 'notes.md')).toBe(KNOWLEDGE_TYPES.markdown);
    expect(await knowledgeTypeOf(text('# Title'), 'notes.txt')).toBe(KNOWLEDGE_TYPES.text);
  });

  it('refuses other files: an image, and bytes that are not UTF-8 text', async () => {
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    expect(await knowledgeTypeOf(png, 'x.md')).toBeNull();
    expect(await knowledgeTypeOf(Uint8Array.from([0xff, 0xfe, 0x41]), 'x.txt')).toBeNull();
  });
});

describe('extracting text', () => {
  it('keeps the pages of a PDF', { timeout: scaled(30_000) }, async () => {
    const sections = await extractSections(
      pdfWithPages(['First page words', 'Second page words']),
      KNOWLEDGE_TYPES.pdf,
    );
    expect(sections.map((s) => [s.page, s.text.trim()])).toEqual([
      [1, 'First page words'],
      [2, 'Second page words'],
    ]);
    // pdf.js's polyfills stayed in the reader's thread: this one's built-ins are untouched.
    expect(Function.prototype.toString.call(Array.prototype.push)).toContain('[native code]');
  });

  it('reads the paragraphs of a DOCX', async () => {
    const [section] = await extractSections(
      docxWithParagraphs(['One.', 'Two & three.']),
      KNOWLEDGE_TYPES.docx,
    );
    expect(section!.text.trim()).toBe('One.\n\nTwo & three.');
  });

  it('throws on a damaged PDF', { timeout: scaled(30_000) }, async () => {
    await expect(extractSections(text('%PDF-1.4\nnot really'), KNOWLEDGE_TYPES.pdf)).rejects.toThrow();
  });

  it('cuts markdown at headings, not inside code fences', () => {
    const sections = markdownSections(
      'Intro.\n# Setup\nInstall it.\n```\n# not a heading\n```\n## Use ##\nRun it.',
    );
    expect(sections).toEqual([
      { text: 'Intro.' },
      { text: '# Setup\nInstall it.\n```\n# not a heading\n```', heading: 'Setup' },
      { text: '## Use ##\nRun it.', heading: 'Use' },
    ]);
  });
});

describe('chunking', () => {
  const sentence = (n: number) => `Sentence number ${n} says something.`;

  it('keeps a short section whole, with its page and heading', () => {
    expect(chunkSections([{ text: 'A.\n\nB.', page: 3, heading: 'H' }])).toEqual([
      { text: 'A.\n\nB.', page: 3, heading: 'H' },
    ]);
  });

  it('cuts on paragraph boundaries, each chunk at most the size, overlapping the last', () => {
    const paragraphs = Array.from({ length: 30 }, (_, i) => sentence(i));
    const chunks = chunkSections([{ text: paragraphs.join('\n\n') }], { size: 200, overlap: 60 });
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(200);
    // Every paragraph is in some chunk, whole.
    for (const p of paragraphs) expect(chunks.some((c) => c.text.split('\n\n').includes(p))).toBe(true);
    // Each chunk starts with the last paragraph of the one before.
    for (let i = 1; i < chunks.length; i++) {
      const last = chunks[i - 1]!.text.split('\n\n').at(-1)!;
      expect(chunks[i]!.text.startsWith(last)).toBe(true);
    }
  });

  it('cuts a long paragraph on sentences, and a sentence longer than a chunk by length', () => {
    const long = Array.from({ length: 12 }, (_, i) => sentence(i)).join(' ');
    const chunks = chunkSections([{ text: long }], { size: 120, overlap: 0 });
    expect(chunks.every((c) => c.text.length <= 120)).toBe(true);
    // Sentences of one paragraph stay joined by a space.
    expect(chunks[0]!.text.startsWith(`${sentence(0)} ${sentence(1)}`)).toBe(true);
    const word = 'x'.repeat(250);
    expect(chunkSections([{ text: word }], { size: 100, overlap: 0 }).map((c) => c.text.length)).toEqual([
      100, 100, 50,
    ]);
  });

  it('never makes a chunk of only the overlap, nor one of an empty section', () => {
    expect(chunkSections([{ text: '  \n\n ' }, { text: 'Only.' }])).toEqual([{ text: 'Only.' }]);
  });
});
