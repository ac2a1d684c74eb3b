import { describe, expect, it } from 'vitest';
import { runN8nNodeTest } from '../node-tests/run-node-test';
import { translateLegacyNode } from './translate-legacy-node';

const reasonOf = (type: string, parameters: Record<string, unknown>, version = 1) => {
  const translated = translateLegacyNode(`n8n-nodes-base.${type}`, parameters as never, version);
  return translated && 'reason' in translated ? translated.reason : undefined;
};
const typeOf = (type: string, parameters: Record<string, unknown>, version = 1) => {
  const translated = translateLegacyNode(`n8n-nodes-base.${type}`, parameters as never, version);
  return translated && 'type' in translated ? translated.type : undefined;
};

describe("n8n's Markdown, HTML and file nodes onto ours", () => {
  it('maps Markdown, its ignored elements too (node-html-markdown 1.2.0, as n8n)', () => {
    expect(typeOf('markdown', { html: 'x', options: { bulletMarker: '-' } })).toBe('markdown');
    expect(typeOf('markdown', { mode: 'markdownToHtml', markdown: 'x', options: {} })).toBe('markdown');
    expect(typeOf('markdown', { html: 'x', options: { ignore: 'h1' } })).toBe('markdown');
  });

  it('maps HTML with its version (text from 1.2 formatted as n8n does), refusing the default template', () => {
    const extract = {
      operation: 'extractHtmlContent',
      extractionValues: { values: [{ key: 'k', cssSelector: 'a' }] },
    };
    expect(typeOf('html', extract, 1.1)).toBe('html');
    expect(translateLegacyNode('n8n-nodes-base.html', extract as never, 1.2)).toMatchObject({
      type: 'html',
      parameters: { n8nVersion: 1.2 },
    });
    const attribute = {
      ...extract,
      extractionValues: { values: [{ key: 'k', cssSelector: 'a', returnValue: 'html' }] },
    };
    expect(translateLegacyNode('n8n-nodes-base.html', attribute as never, 1.2)).toMatchObject({
      type: 'html',
      parameters: { n8nVersion: 1.2 },
    });
    expect(reasonOf('html', {}, 1.2)).toContain('(html)');
    expect(typeOf('html', { operation: 'convertToHtmlTable' }, 1.2)).toBe('html');
  });

  it('maps the file formats we write and read, and names the operation of the others', () => {
    expect(typeOf('convertToFile', {})).toBe('convert-to-file');
    expect(typeOf('convertToFile', { operation: 'toJson' })).toBe('convert-to-file');
    expect(reasonOf('convertToFile', { operation: 'xlsx' })).toContain('"xlsx" (operation)');
    expect(typeOf('extractFromFile', { operation: 'text' })).toBe('extract-from-file');
    expect(typeOf('extractFromFile', { operation: 'xml' })).toBe('extract-from-file');
    expect(reasonOf('extractFromFile', { operation: 'pdf' })).toContain('"pdf" (operation)');
  });
});

describe("n8n's HTML template, imported and run", () => {
  it('writes each {{ }} value as n8n does (String of the value)', async () => {
    const workflow = {
      nodes: [
        {
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          name: 'Data',
          type: 'n8n-nodes-testing.testData',
          typeVersion: 1,
          position: [200, 0],
          parameters: { data: [{ name: 'Ann', list: [1, 2], obj: { a: 1 }, nothing: null }] },
        },
        {
          name: 'HTML',
          type: 'n8n-nodes-base.html',
          typeVersion: 1.2,
          position: [400, 0],
          parameters: { html: '<p>{{ $json.name }}</p>{{ $json.list }}|{{ $json.obj }}|{{ $json.nothing }}' },
        },
      ],
      connections: {
        Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
        Data: { main: [[{ node: 'HTML', type: 'main', index: 0 }]] },
      },
      pinData: { HTML: [{ json: { html: '<p>Ann</p>1,2|[object Object]|null' } }] },
    };
    const run = await runN8nNodeTest(JSON.stringify(workflow));
    expect(run.error).toBeUndefined();
    expect(run.nodes).toHaveLength(1);
    expect(run.nodes.map((n) => n.actual)).toEqual(run.nodes.map((n) => n.expected));
  });
});
