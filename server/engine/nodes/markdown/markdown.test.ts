import { describe, expect, it } from 'vitest';
import { executeForTest, items, jsonOf } from '../execute-for-test';
import { markdownNode } from './definition';

const run = async (parameters: Record<string, unknown>, json: Record<string, unknown> = {}) =>
  jsonOf(await executeForTest(markdownNode, parameters, [items(json)]))[0];

describe('markdown (showdown and node-html-markdown, as n8n)', () => {
  it('converts Markdown to HTML with header ids and showdown options', async () => {
    expect(await run({ mode: 'markdownToHtml', markdown: '# Hi there\n\nA *b*...' })).toEqual({
      data: '<h1 id="hithere">Hi there</h1>\n<p>A <em>b</em>…</p>',
    });
    expect(
      await run({ mode: 'markdownToHtml', markdown: '~~x~~', options: { strikethrough: true } }),
    ).toEqual({
      data: '<p><del>x</del></p>',
    });
    expect(await run({ mode: 'markdownToHtml', markdown: '# A', options: { noHeaderId: true } })).toEqual({
      data: '<h1>A</h1>',
    });
  });

  it('converts HTML to Markdown into a nested destination, keeping the item', async () => {
    expect(
      await run(
        { html: '<h2>T</h2><ul><li>a</li><li><b>b</b></li></ul>', destinationKey: 'out.md' },
        { keep: 1 },
      ),
    ).toEqual({ keep: 1, out: { md: '## T\n\n* a\n* **b**' } });
  });

  // node-html-markdown 1.2.0, as n8n pins it: an ignored heading stays (its translator is a function there).
  it('honours bullet marker, ignored elements and text replacements, as n8n does', async () => {
    const options = {
      bulletMarker: '-',
      ignore: 'h1, em',
      textReplace: { values: [{ pattern: 'cat', replacement: 'dog' }] },
    };
    expect(await run({ html: '<h1>gone</h1><p>a cat <em>x</em></p><ul><li>i</li></ul>', options })).toEqual({
      data: '# gone\n\na dog \n\n- i',
    });
  });
});
