/** The text an AI node works on: its parameter, else the item's `chatInput` or `text`. */
import type { Item } from '../../core/types';

export function itemText(nodeName: string, parameter: string, item: Item | undefined): string {
  const fromItem = item?.json.chatInput ?? item?.json.text;
  const text = parameter.trim() || (typeof fromItem === 'string' ? fromItem.trim() : '');
  if (!text)
    throw new Error(
      `Node "${nodeName}": there is no text to work on: set the text parameter (for example {{ $json.body }}), or give items a chatInput or text field.`,
    );
  return text;
}
