/** How a node's settings shape the items it gets and gives (n8n's rules, one function each). */
import type { ExecutableNode, Item, ItemLists } from './types';

/** executeOnce: the node sees only the first item of each input. */
export function inputsForRun(node: ExecutableNode, inputs: ItemLists): ItemLists {
  return node.executeOnce ? inputs.map((list) => list.slice(0, 1)) : inputs;
}

/** A disabled node, or one that failed with onError 'continue': its first input goes out on its first output. */
export function passThrough(inputs: ItemLists, outputs: number): ItemLists {
  return Array.from({ length: Math.max(outputs, 1) }, (_, i) => (i === 0 ? (inputs[0] ?? []) : []));
}

/** alwaysOutputData: a run whose first output is empty gives one empty item there (n8n looks at the first only). */
export function outputsForRun(node: ExecutableNode, outputs: ItemLists): ItemLists {
  if (!node.alwaysOutputData || (outputs[0] ?? []).length > 0) return outputs;
  const [, ...rest] = outputs;
  return [[{ json: {} }], ...rest];
}

/**
 * onError 'errorOutput': the regular outputs stay empty and an extra output (after the last one) carries
 * each input item with the error, or one item with the error when there was no input. The error is its
 * message text in `error`, as n8n's nodes give it (`{ json: { error: error.message } }`), so an imported
 * workflow's expressions on the error branch (`{{ $json.error }}`) read what they read in n8n.
 */
export function errorOutputs(inputs: ItemLists, outputs: number, message: string): ItemLists {
  const first = inputs[0] ?? [];
  const error = message;
  const items: Item[] = first.length
    ? first.map((item) => ({ ...item, json: { ...item.json, error } }))
    : [{ json: { error } }];
  return [...Array.from({ length: outputs }, (): Item[] => []), items];
}
