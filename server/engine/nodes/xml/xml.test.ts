import { describe, expect, it } from 'vitest';
import { executeForTest, items, jsonOf } from '../execute-for-test';
import { xmlNode } from './definition';

const toJson = async (xml: string, options: Record<string, unknown> = {}) =>
  jsonOf(await executeForTest(xmlNode, { options }, [items({ data: xml })]))[0];
const toXml = async (json: Record<string, unknown>, options: Record<string, unknown> = {}) =>
  jsonOf(await executeForTest(xmlNode, { mode: 'jsonToxml', options }, [items(json)]))[0]?.data;

describe('xml (as xml2js with n8n settings)', () => {
  it('reads elements, merged attributes, text beside them and repeated names', async () => {
    expect(await toJson('<?xml version="1.0"?><!-- c --><a x="1"><b>t &amp; u</b><b>v</b><c/></a>')).toEqual({
      a: { x: '1', b: ['t & u', 'v'], c: '' },
    });
    expect(await toJson('<a x="1">hi</a>')).toEqual({ a: { x: '1', _: 'hi' } });
    expect(await toJson('<a x="1"><b>t</b></a>', { mergeAttrs: false, explicitArray: true })).toEqual({
      a: { $: { x: '1' }, b: ['t'] },
    });
    expect(await toJson('<a><![CDATA[<b>]]></a>')).toEqual({ a: '<b>' });
  });

  it('refuses malformed XML and a missing field', async () => {
    await expect(toJson('<a><b></a>')).rejects.toThrow('Unexpected close tag </a>, expected </b>');
    await expect(toJson('<a>&nope;</a>')).rejects.toThrow('Invalid character entity &nope;');
    await expect(executeForTest(xmlNode, {}, [items({ other: 1 })])).rejects.toThrow(
      'No json property "data" does not exists on item!',
    );
  });

  it('writes one key as the root, several under "root", lists as repeated elements, null as empty', async () => {
    expect(await toXml({ a: { $: { x: 1 }, _: 'hi <3' } }, { headless: true })).toBe('<a x="1">hi &lt;3</a>');
    expect(await toXml({ x: 1, y: [1, 2], z: null }, { headless: true })).toBe(
      '<root>\n  <x>1</x>\n  <y>1</y>\n  <y>2</y>\n  <z/>\n</root>',
    );
    expect(await toXml({ a: 'x & y' }, { cdata: true })).toBe(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<a><![CDATA[x & y]]></a>',
    );
  });
});
