import { describe, expect, it } from 'vitest';
import { executeForTest, items, jsonOf } from '../execute-for-test';
import { convertNode } from './definition';
import { htmlToText } from './html-to-text';

describe('convert', () => {
  it('turns all items into one CSV text, and CSV text back into items', async () => {
    const csv = await executeForTest(convertNode, { operation: 'jsonToCsv' }, [
      items({ a: 1, b: 'x' }, { a: 2, b: 'y,z' }),
    ]);
    expect(jsonOf(csv)).toEqual([{ data: 'a,b\n1,x\n2,"y,z"' }]);
    const back = await executeForTest(convertNode, { operation: 'csvToJson' }, [csv[0]!]);
    expect(jsonOf(back)).toEqual([
      { a: '1', b: 'x' },
      { a: '2', b: 'y,z' },
    ]);
  });

  it('builds one escaped HTML table from all items', async () => {
    const out = await executeForTest(convertNode, { operation: 'toHtmlTable' }, [
      items({ n: '<b>', v: 1 }, { n: 'x', o: { k: 1 } }),
    ]);
    expect(jsonOf(out)).toEqual([
      {
        table:
          '<table><thead><tr><th>n</th><th>v</th><th>o</th></tr></thead><tbody>' +
          '<tr><td>&lt;b&gt;</td><td>1</td><td></td></tr><tr><td>x</td><td></td><td>{&quot;k&quot;:1}</td></tr></tbody></table>',
      },
    ]);
  });

  it('converts text fields per item, keeping the other fields', async () => {
    const out = await executeForTest(
      convertNode,
      { operation: 'markdownToHtml', sourceKey: 'md', destinationKey: 'out.html' },
      [items({ id: 1, md: '# A' }, { id: 2, md: '*b*' })],
    );
    expect(jsonOf(out)).toEqual([
      { id: 1, md: '# A', out: { html: '<h1>A</h1>' } },
      { id: 2, md: '*b*', out: { html: '<p><em>b</em></p>' } },
    ]);
    await expect(
      executeForTest(convertNode, { operation: 'htmlToText' }, [items({ data: 5 })]),
    ).rejects.toThrow('Item 0 has no text in the field "data"');
  });

  it("reads n8n's Markdown and HTML node shapes (mode with the text given, convertToHtmlTable)", async () => {
    const md = await executeForTest(
      convertNode,
      { mode: 'markdownToHtml', markdown: '**hi**', destinationKey: 'out' },
      [items({ id: 1 })],
    );
    expect(jsonOf(md)).toEqual([{ id: 1, out: '<p><strong>hi</strong></p>' }]);
    const table = await executeForTest(convertNode, { operation: 'convertToHtmlTable' }, [items({ a: 1 })]);
    expect(jsonOf(table)[0]!.table).toContain('<th>a</th>');
  });

  it('gives nothing for no items', async () => {
    expect(await executeForTest(convertNode, { operation: 'jsonToCsv' }, [[]])).toEqual([[]]);
  });
});

describe('html to text', () => {
  it('keeps readable text with line breaks between blocks, without scripts, styles or comments', () => {
    const html =
      '<html><head><title>T</title><style>p{}</style></head><body><h1>Title</h1><!-- secret -->' +
      '<p>Hello&nbsp;&amp; <b>welcome</b>,<br>friend &#x1F600; &#0;</p><script>alert(1)</script>' +
      '<ul><li>one</li><li>two</li></ul><script>never closed';
    expect(htmlToText(html)).toBe('Title\nHello & welcome,\nfriend 😀 \ufffd\n\n- one\n- two');
  });

  it('drops script and style blocks in any case, and an unclosed comment to the end', () => {
    expect(htmlToText('<style>a</style>b<!-- c -->d<SCRIPT type=x>e</SCRIPT >f<!-- never closed')).toBe(
      'bdf',
    );
  });

  it('does not turn escaped markup into tags', () => {
    expect(htmlToText('<p>&lt;script&gt;x&lt;/script&gt; &amp;lt;</p>')).toBe('<script>x</script> &lt;');
  });
});
