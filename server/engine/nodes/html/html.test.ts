import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { executeForTest, items, jsonOf } from '../execute-for-test';
import { htmlNode } from './definition';

const PAGE =
  '<body><h1> Title </h1><p>a</p><p>b\n  c</p><div class="x" id="d">in</div><input id="i" value="v"></body>';
const extract = async (
  values: Record<string, unknown>[],
  options: Record<string, unknown> = {},
  n8nVersion?: number,
) =>
  jsonOf(
    await executeForTest(
      htmlNode,
      { operation: 'extractHtmlContent', extractionValues: { values }, options, n8nVersion },
      [items({ data: PAGE })],
    ),
  );

describe('html (cheerio, as n8n)', () => {
  it('extracts text, inner HTML, attributes and form values by CSS selector', async () => {
    expect(
      await extract([
        { key: 'title', cssSelector: 'h1' },
        { key: 'paragraphs', cssSelector: 'p', returnArray: true },
        { key: 'inner', cssSelector: 'div', returnValue: 'html' },
        { key: 'cls', cssSelector: 'div', returnValue: 'attribute', attribute: 'class' },
        { key: 'all', cssSelector: 'div', returnValue: 'attribute' },
        { key: 'value', cssSelector: '#i', returnValue: 'value' },
      ]),
    ).toEqual([
      {
        title: ' Title ',
        paragraphs: ['a', 'b\n  c'],
        inner: 'in',
        cls: 'x',
        all: { class: 'x', id: 'd' },
        value: 'v',
      },
    ]);
  });

  it('trims and cleans up text when asked', async () => {
    expect(await extract([{ key: 't', cssSelector: 'p' }], { trimValues: true })).toEqual([{ t: 'ab\n  c' }]);
    expect(await extract([{ key: 't', cssSelector: 'p', returnArray: true }], { cleanUpText: true })).toEqual(
      [{ t: ['a', 'b c'] }],
    );
  });

  it('formats text as n8n 1.2 does (html-to-text), skipping what it is told to, and stops on a missing field', async () => {
    // The matches' inner HTML is formatted: a heading inside is upper-cased, blocks go on lines of their own.
    expect(await extract([{ key: 't', cssSelector: 'body', skipSelectors: 'div, input' }], {}, 1.2)).toEqual([
      { t: 'TITLE\n\na\n\nb c' },
    ]);
    expect(await extract([{ key: 't', cssSelector: 'h1' }], {}, 1.2)).toEqual([{ t: 'Title' }]);
    expect(
      await extract([{ key: 'cls', cssSelector: 'div', returnValue: 'attribute', attribute: 'id' }], {}, 1.2),
    ).toEqual([{ cls: 'd' }]);
    await expect(
      executeForTest(htmlNode, { operation: 'extractHtmlContent', dataPropertyName: 'nope' }, [
        items({ data: PAGE }),
      ]),
    ).rejects.toThrow('No property named "nope" exists!');
  });

  it('reads a list of pages, one item each, and binary HTML', async () => {
    const out = await executeForTest(
      htmlNode,
      { operation: 'extractHtmlContent', extractionValues: { values: [{ key: 'b', cssSelector: 'b' }] } },
      [items({ data: ['<b>1</b>', '<b>2</b>'] })],
    );
    expect(jsonOf(out)).toEqual([{ b: '1' }, { b: '2' }]);
    const binary = { page: { data: Buffer.from('<b>é</b>').toString('base64'), mimeType: 'text/html' } };
    const fromFile = await executeForTest(
      htmlNode,
      {
        operation: 'extractHtmlContent',
        sourceData: 'binary',
        dataPropertyName: 'page',
        extractionValues: { values: [{ key: 'b', cssSelector: 'b' }] },
      },
      [[{ json: {}, binary }]],
    );
    expect(jsonOf(fromFile)).toEqual([{ b: 'é' }]);
  });

  it('makes one styled table of all items, booleans as checkboxes', async () => {
    const out = await executeForTest(
      htmlNode,
      { operation: 'convertToHtmlTable', options: { capitalize: true } },
      [items({ first_name: 'A', ok: true }, { first_name: '<i>B</i>' })],
    );
    const { table } = jsonOf(out)[0] as { table: string };
    expect(
      table.startsWith("<table style='border-spacing:0; font-family:helvetica,arial,sans-serif' >"),
    ).toBe(true);
    expect(table).toContain('<tr><th>First Name</th><th>Ok</th></tr>');
    expect(table).toContain('<input type="checkbox" checked="checked"/></td>');
    expect(table).toContain('><i>B</i></td>');
    expect(table).toContain('>undefined</td></tr></tbody></table>');
    const plain = jsonOf(
      await executeForTest(htmlNode, { operation: 'convertToHtmlTable', options: { customStyling: true } }, [
        items({ a: 1 }),
      ]),
    )[0];
    expect(plain).toEqual({
      table: '<table  ><thead  ><tr><th>a</th></tr></thead><tbody><tr  ><td  >1</td></tr></tbody></table>',
    });
  });

  it('outputs the template per item (its expressions are evaluated as parameters)', async () => {
    const out = await executeForTest(htmlNode, (i) => ({ html: `<p>${i}</p>` }), [items({}, {})]);
    expect(jsonOf(out)).toEqual([{ html: '<p>0</p>' }, { html: '<p>1</p>' }]);
  });
});

describe("html against n8n's extractHtmlContent test (the attribute, HTML and value extractions)", () => {
  const fixture = JSON.parse(
    readFileSync(
      new URL(
        '../../importers/fixtures/n8n-node-tests/Html/extractHtmlContent.workflow.json',
        import.meta.url,
      ),
      'utf8',
    ),
  ) as {
    nodes: { name: string; parameters: Record<string, unknown>; typeVersion: number }[];
    pinData: Record<string, { json: Record<string, unknown> }[]>;
  };
  const code = fixture.nodes.find((n) => n.name === 'Code')?.parameters.jsCode as string;
  const page = (new Function(code) as () => { data: string })();
  const cases: [string, string][] = [
    ['HTML4', 'No Operation, do nothing4'],
    ['HTML5', 'No Operation, do nothing3'],
    ['HTML6', 'No Operation, do nothing6'],
  ];
  for (const [node, pinned] of cases) {
    it(`${node} gives n8n's pinned output`, async () => {
      const n8nNode = fixture.nodes.find((n) => n.name === node);
      const out = await executeForTest(
        htmlNode,
        { ...n8nNode?.parameters, n8nVersion: n8nNode?.typeVersion },
        [items(page)],
      );
      expect(jsonOf(out)).toEqual(fixture.pinData[pinned]?.map((item) => item.json));
    });
  }
});
