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

/**
 * What an AI node takes as an agent's tool (`toolInput`): the text it works on as `chatInput`, read when
 * its own text parameter is empty; other fields reach its expressions as `$json`.
 */
export const AI_TEXT_TOOL_INPUT: Record<string, unknown> = {
  type: 'object',
  properties: { chatInput: { type: 'string', description: 'The text or question to work on.' } },
  additionalProperties: true,
};
