/** n8n's Respond to Webhook settings as ours: its choices' names, and the code and headers under `options`. */
import { defined, isRecord, renamed, responseCodeOf } from '../webhook-trigger/n8n-shapes';

const RESPOND_WITH = { firstIncomingItem: 'first-item', allIncomingItems: 'all-items', noData: 'no-data' };

export function respondFromN8n(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const { options, ...rest } = raw;
  const opts = isRecord(options) ? options : {};
  const headers = isRecord(opts.responseHeaders) ? opts.responseHeaders.entries : undefined;
  return defined({
    ...rest,
    respondWith: renamed(rest.respondWith, RESPOND_WITH),
    responseCode: responseCodeOf(rest, opts),
    responseHeaders: rest.responseHeaders ?? headers,
  });
}
