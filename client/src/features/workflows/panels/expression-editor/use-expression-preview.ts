/**
 * The evaluated value of the text being edited, from the server's evaluator (debounced; the previous
 * request is cancelled). Plain text needs no server: it is its own value.
 */
import type { ExpressionPreviewResult } from '@common/schemas/expression-preview';
import { useEffect, useMemo, useState } from 'react';
import { serverMessage } from '@/lib/api';
import { previewExpression } from '../panels-api';
import type { ExpressionContext } from './expression-context';

export const PREVIEW_DEBOUNCE_MS = 350;
/** The sample sent along: enough for `$input.all()` over a page of items, small enough for the body cap. */
export const PREVIEW_ITEM_LIMIT = 100;

export type PreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; result: ExpressionPreviewResult }
  | { status: 'failed'; message: string };

const hasExpression = (text: string) => text.includes('{{');

export function usePreview(
  text: string,
  context: ExpressionContext | undefined,
  enabled: boolean,
): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  const items = context?.items;
  const nodeOutputs = context?.nodeOutputs;
  // The sample as sent: a parent that rebuilds equal items on every render does not re-ask the server.
  const sample = useMemo(
    () =>
      JSON.stringify({
        items: (items ?? []).slice(0, PREVIEW_ITEM_LIMIT).map(asItem),
        nodeOutputs: Object.fromEntries(
          Object.entries(nodeOutputs ?? {}).map(([name, list]) => [
            name,
            list.slice(0, PREVIEW_ITEM_LIMIT).map(asItem),
          ]),
        ),
      }),
    [items, nodeOutputs],
  );
  useEffect(() => {
    if (!enabled) return setState({ status: 'idle' });
    if (!hasExpression(text)) {
      const literal = text.startsWith('=') ? text.slice(1) : text;
      return setState({ status: 'done', result: { value: literal, type: 'string' } });
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      const parsed = JSON.parse(sample) as {
        items: Array<{ json: Record<string, unknown> }>;
        nodeOutputs: Record<string, Array<{ json: Record<string, unknown> }>>;
      };
      // Only the nodes the expression names: the rest would only make the request bigger.
      const named = Object.entries(parsed.nodeOutputs).filter(([name]) => text.includes(name));
      previewExpression(
        {
          expression: text,
          items: parsed.items,
          ...(named.length ? { nodeOutputs: Object.fromEntries(named) } : {}),
        },
        controller.signal,
      )
        .then((result) => setState({ status: 'done', result }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setState({
            status: 'failed',
            message: serverMessage(error) ?? 'The preview is unavailable right now.',
          });
        });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, sample, enabled]);
  return state;
}

/** The API wants `json` to be an object; a sample of anything else is wrapped as n8n does. */
function asItem(item: { json: unknown }): { json: Record<string, unknown> } {
  const json = item.json;
  return {
    json:
      json !== null && typeof json === 'object' && !Array.isArray(json)
        ? (json as Record<string, unknown>)
        : { value: json },
  };
}
