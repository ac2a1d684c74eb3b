/** XML (n8n's XML node): JSON items to XML text, or XML text in a field to JSON, as n8n's xml2js does it. */
import { z } from 'zod';
import { defineNode } from '../definition';
import { jsonToXml } from './json-to-xml';
import { xmlToJson } from './xml-to-json';

const parameters = z.object({
  mode: z.enum(['xmlToJson', 'jsonToxml']).default('xmlToJson'),
  /** XML to JSON: the field holding the XML; JSON to XML: the field the XML is written to. */
  dataPropertyName: z.string().min(1).default('data'),
  options: z
    .object({
      attrkey: z.string().default('$'),
      charkey: z.string().default('_'),
      // JSON to XML
      cdata: z.boolean().default(false),
      headless: z.boolean().default(false),
      rootName: z.string().default('root'),
      /** Only a check of the characters written in n8n; the text is the same. */
      allowSurrogateChars: z.boolean().default(false),
      // XML to JSON
      explicitArray: z.boolean().default(false),
      explicitRoot: z.boolean().default(true),
      ignoreAttrs: z.boolean().default(false),
      mergeAttrs: z.boolean().default(true),
      normalize: z.boolean().default(false),
      normalizeTags: z.boolean().default(false),
      trim: z.boolean().default(false),
    })
    .prefault({}),
});

export const xmlNode = defineNode({
  type: 'xml',
  version: 1,
  displayName: 'XML',
  group: 'data',
  words: ['xml'],
  description: 'Converts items to XML text, or XML text to JSON.',
  documentation: [
    'JSON to XML: each item becomes XML text in the chosen field (an item with one key uses it as the root',
    'element, else "root name"; `$` holds attributes and `_` text; pretty-printed, with the XML declaration',
    'unless headless). XML to JSON: the XML text in the chosen field becomes the item: elements become keys,',
    'attributes join them (or sit under `$`), text beside them goes under `_`, repeated elements become lists',
    '(always lists with "explicit array"), and the root element is the one key unless "explicit root" is off.',
  ].join(' '),
  inputs: 1,
  parameterItems: 'first',
  outputs: ['Output'],
  parameters,
  imports: {
    n8n: ['n8n-nodes-base.xml'],
  },
  async execute(ctx, [input = []]) {
    const { mode, dataPropertyName, options } = ctx.parameters();
    return [
      input.map((item) => {
        if (mode === 'jsonToxml') return { json: { [dataPropertyName]: jsonToXml(item.json, options) } };
        const xml = item.json[dataPropertyName];
        if (xml === undefined) {
          throw new Error(`No json property "${dataPropertyName}" does not exists on item!`);
        }
        if (typeof xml !== 'string') {
          throw new Error(`The property "${dataPropertyName}" holds no XML text (found ${typeof xml}).`);
        }
        return { json: xmlToJson(xml, options) as typeof item.json };
      }),
    ];
  },
});
