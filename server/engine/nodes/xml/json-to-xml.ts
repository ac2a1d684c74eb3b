/**
 * JSON to XML text the way n8n's XML node writes it (xml2js's builder with its defaults): an object with
 * one key is the root element (else the items go under `rootName`), keys become elements (`$` holds
 * attributes, `_` text), lists repeat their element, null is an empty element; pretty-printed with two
 * spaces and the declaration `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` unless headless.
 */

export interface XmlWriteOptions {
  attrkey: string;
  charkey: string;
  cdata: boolean;
  headless: boolean;
  rootName: string;
}

interface Element {
  name: string;
  attributes: [string, string][];
  /** Text (already escaped or wrapped) or child elements, in order. */
  children: (Element | { text: string })[];
}

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;');
const escapeAttribute = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#x9;')
    .replace(/\n/g, '&#xA;')
    .replace(/\r/g, '&#xD;');

const needsCdata = (s: string) => /[&<>]/.test(s);
const wrapCdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

function textNode(value: string, o: XmlWriteOptions): { text: string } {
  return { text: o.cdata && needsCdata(value) ? wrapCdata(value) : escapeText(value) };
}

const element = (name: string): Element => ({ name, attributes: [], children: [] });

function render(into: Element, value: unknown, o: XmlWriteOptions): void {
  if (typeof value !== 'object' || value === null) {
    into.children.push(textNode(String(value ?? ''), o));
    return;
  }
  if (Array.isArray(value)) {
    for (const entry of value) {
      for (const [key, child] of Object.entries(entry ?? {})) {
        const el = element(key);
        render(el, child, o);
        into.children.push(el);
      }
    }
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key === o.attrkey) {
      if (typeof child === 'object' && child !== null) {
        for (const [name, v] of Object.entries(child)) into.attributes.push([name, String(v)]);
      }
    } else if (key === o.charkey) {
      into.children.push(textNode(String(child), o));
    } else if (Array.isArray(child)) {
      for (const entry of child) {
        const el = element(key);
        if (typeof entry === 'string') el.children.push(textNode(entry, o));
        else render(el, entry, o);
        into.children.push(el);
      }
    } else {
      const el = element(key);
      if (typeof child === 'object' && child !== null) render(el, child, o);
      else el.children.push(textNode(child === null || child === undefined ? '' : String(child), o));
      into.children.push(el);
    }
  }
}

function write(el: Element, depth: number): string {
  const indent = '  '.repeat(depth);
  const attributes = el.attributes.map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`).join('');
  const children = el.children.filter((c) => !('text' in c) || c.text !== '');
  if (children.length === 0) return `${indent}<${el.name}${attributes}/>`;
  const only = children[0];
  if (children.length === 1 && only && 'text' in only) {
    return `${indent}<${el.name}${attributes}>${only.text}</${el.name}>`;
  }
  const inner = children.map((c) =>
    'text' in c ? `${'  '.repeat(depth + 1)}${c.text}` : write(c, depth + 1),
  );
  return `${indent}<${el.name}${attributes}>\n${inner.join('\n')}\n${indent}</${el.name}>`;
}

export function jsonToXml(json: Record<string, unknown>, o: XmlWriteOptions): string {
  const keys = Object.keys(json);
  const [rootName, rootValue] =
    keys.length === 1 && o.rootName === 'root'
      ? [keys[0] as string, json[keys[0] as string]]
      : [o.rootName, json];
  const root = element(rootName);
  render(root, rootValue, o);
  const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  return o.headless ? write(root, 0) : `${declaration}\n${write(root, 0)}`;
}
