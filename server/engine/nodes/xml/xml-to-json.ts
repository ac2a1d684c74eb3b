/**
 * XML text to JSON the way n8n's XML node reads it (xml2js's parser with n8n's settings): an element with
 * only text is that text, its attributes and children become keys (attributes merged among the children,
 * or under `$`), text beside them goes under `_`, a name seen twice becomes a list, and the root element is
 * the one key of the result. Whitespace-only text is dropped. Comments, the declaration and the doctype are
 * skipped; malformed XML is an error.
 */

export interface XmlReadOptions {
  attrkey: string;
  charkey: string;
  explicitArray: boolean;
  explicitRoot: boolean;
  ignoreAttrs: boolean;
  mergeAttrs: boolean;
  normalize: boolean;
  normalizeTags: boolean;
  trim: boolean;
}

type Node = Record<string, unknown>;

const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    const known = ENTITIES[name];
    if (known === undefined) throw new Error(`Invalid character entity ${whole}`);
    return known;
  });
}

function add(target: Node, key: string, value: unknown, explicitArray: boolean): void {
  if (!(key in target)) target[key] = explicitArray ? [value] : value;
  else if (Array.isArray(target[key])) (target[key] as unknown[]).push(value);
  else target[key] = [target[key], value];
}

interface Open {
  name: string;
  node: Node;
  text: string;
  cdata: boolean;
}

function close(open: Open, o: XmlReadOptions): unknown {
  const node = open.node;
  let text = open.text;
  if (/^\s*$/.test(text) && !open.cdata) {
    if (Object.keys(node).length === 0) return text;
    return node;
  }
  if (o.trim) text = text.trim();
  if (o.normalize) text = text.replace(/\s{2,}/g, ' ').trim();
  if (Object.keys(node).length === 0) return text;
  node[o.charkey] = text;
  return node;
}

function readAttributes(source: string, open: Open, o: XmlReadOptions): void {
  const attribute = /([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')/g;
  const rest = source.replace(attribute, '').trim();
  if (rest !== '') throw new Error(`Invalid attribute in <${open.name}>: ${rest}`);
  for (const match of source.matchAll(attribute)) {
    if (o.ignoreAttrs) continue;
    const value = decode(match[3] ?? match[4] ?? '');
    const name = match[1] as string;
    if (o.mergeAttrs) add(open.node, name, value, o.explicitArray);
    else {
      open.node[o.attrkey] ??= {};
      (open.node[o.attrkey] as Node)[name] = value;
    }
  }
}

export function xmlToJson(xml: string, o: XmlReadOptions): Node {
  const stack: Open[] = [];
  let result: Node | undefined;
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} (at character ${i})`);
  };
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (text !== '') {
      const top = stack.at(-1);
      if (top) top.text += decode(text);
      else if (text.trim() !== '') fail('Non-whitespace before first tag');
    }
    if (lt === -1) break;
    i = lt;
    const skip = (prefix: string, end: string) => {
      if (!xml.startsWith(prefix, i)) return false;
      const stop = xml.indexOf(end, i + prefix.length);
      if (stop === -1) fail(`Unclosed ${prefix}`);
      i = stop + end.length;
      return true;
    };
    if (xml.startsWith('<![CDATA[', i)) {
      const stop = xml.indexOf(']]>', i);
      if (stop === -1) fail('Unclosed CDATA');
      const top = stack.at(-1) ?? fail('CDATA outside the root element');
      top.text += xml.slice(i + 9, stop);
      top.cdata = true;
      i = stop + 3;
      continue;
    }
    if (skip('<!--', '-->') || skip('<?', '?>') || skip('<!', '>')) continue;
    const end = xml.indexOf('>', i);
    if (end === -1) fail('Unclosed tag');
    const tag = xml.slice(i + 1, end);
    i = end + 1;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      const open = stack.pop() ?? fail(`Unmatched closing tag </${name}>`);
      if ((o.normalizeTags ? name.toLowerCase() : name) !== open.name) {
        fail(`Unexpected close tag </${name}>, expected </${open.name}>`);
      }
      const value = close(open, o);
      const parent = stack.at(-1);
      if (parent) add(parent.node, open.name, value, o.explicitArray);
      else result = o.explicitRoot ? { [open.name]: value } : (value as Node);
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const rawName = /^[^\s/>]+/.exec(body)?.[0] ?? fail('A tag without a name');
    if (!stack.length && result !== undefined) fail('A second root element');
    const open: Open = {
      name: o.normalizeTags ? rawName.toLowerCase() : rawName,
      node: {},
      text: '',
      cdata: false,
    };
    readAttributes(body.slice(rawName.length), open, o);
    if (selfClosing) {
      const value = close(open, o);
      const parent = stack.at(-1);
      if (parent) add(parent.node, open.name, value, o.explicitArray);
      else result = o.explicitRoot ? { [open.name]: value } : (value as Node);
    } else stack.push(open);
  }
  if (stack.length > 0) fail(`Unclosed root tag <${stack[0]?.name}>`);
  return result ?? fail('No root element');
}
