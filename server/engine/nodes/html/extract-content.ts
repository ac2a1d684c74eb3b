/**
 * n8n's HTML node, "Extract HTML Content": each extraction value is a CSS selector run with cheerio (as n8n)
 * on the HTML, returning the elements' text, inner HTML, an attribute (all of them as an object when no
 * name is given) or a form value; all matches joined, or one entry per match with "return array".
 * From n8n's version 1.2, "text" is the matches' HTML formatted by html-to-text (the same library and
 * version as n8n: headings upper-cased, blocks on lines of their own, links and images with their
 * address), skipping the elements of `skipSelectors`; before, it is the elements' plain text.
 */
import { type CheerioAPI, load } from 'cheerio';
import { convert } from 'html-to-text';

export interface ExtractionValue {
  key: string;
  cssSelector: string;
  returnValue: 'text' | 'html' | 'attribute' | 'value';
  attribute?: string | undefined;
  skipSelectors?: string | undefined;
  returnArray: boolean;
}

export interface ExtractOptions {
  trimValues?: boolean | undefined;
  cleanUpText?: boolean | undefined;
  /** n8n 1.2 and later: text as html-to-text formats it. */
  formattedText?: boolean | undefined;
}

type Selection = ReturnType<CheerioAPI>;
type Extracted = string | Record<string, string> | string[] | undefined;

function formatted(selection: Selection, value: ExtractionValue): string {
  const skip = value.skipSelectors
    ?.split(',')
    .map((selector) => selector.trim())
    .filter((selector) => selector !== '');
  const options = skip?.length ? { selectors: skip.map((selector) => ({ selector, format: 'skip' })) } : {};
  return convert(selection.html() || '', options);
}

function extract(selection: Selection, value: ExtractionValue, formattedText: boolean): Extracted {
  switch (value.returnValue) {
    case 'attribute':
      // No name: every attribute of the first element, as cheerio answers (and n8n returns).
      return value.attribute ? selection.attr(value.attribute) : selection.attr();
    case 'html':
      return selection.html() || undefined;
    case 'value':
      return selection.val();
    default:
      return formattedText ? formatted(selection, value) : selection.text() || undefined;
  }
}

/** n8n's options: trimmed when asked, and "clean up text" drops line breaks and condenses whitespace. */
function finish(value: Extracted, options: ExtractOptions): Extracted {
  if (typeof value !== 'string') return value;
  let text = value;
  if (options.trimValues) text = text.trim();
  if (options.cleanUpText) {
    text = text
      .replace(/^\s+|\s+$/g, '')
      .replace(/(\r\n|\n|\r)/gm, '')
      .replace(/\s+/g, ' ');
  }
  return text;
}

export function extractFromHtml(
  html: string,
  values: readonly ExtractionValue[],
  options: ExtractOptions,
): Record<string, unknown> {
  const $ = load(html);
  const formattedText = options.formattedText === true;
  const json: Record<string, unknown> = {};
  for (const value of values) {
    const selection = $(value.cssSelector);
    json[value.key] = value.returnArray
      ? selection.toArray().map((element) => finish(extract($(element), value, formattedText), options))
      : finish(extract(selection, value, formattedText), options);
  }
  return json;
}
