/**
 * n8n's names for the webhook, form and respond nodes' settings (imported n8n nodes keep their parameters,
 * see importers/node-type-map.ts): these turn them into ours before the schema reads them, so an n8n
 * Webhook → Respond to Webhook workflow imports and serves as it did.
 */
type Raw = Record<string, unknown>;

export const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `value` renamed through `names` when it is one of n8n's. */
export function renamed(value: unknown, names: Record<string, string>): unknown {
  return typeof value === 'string' && names[value] !== undefined ? names[value] : value;
}

/** Keys whose value is undefined left out, so the schema's defaults apply. */
export function defined(raw: Raw): Raw {
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined));
}

/** n8n keeps a response code at the top, or under `options` (as a number, or `{values: {responseCode}}`). */
export function responseCodeOf(raw: Raw, options: Raw): unknown {
  const nested = options.responseCode;
  if (raw.responseCode !== undefined) return raw.responseCode;
  return isRecord(nested) && isRecord(nested.values) ? nested.values.responseCode : nested;
}

const AUTHENTICATION = { headerAuth: 'header', basicAuth: 'basic' };
const RESPONSE_DATA = { firstEntryJson: 'first-item', allEntries: 'all-items', noData: 'no-data' };

export function webhookFromN8n(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const { options, webhookId: _id, ...rest } = raw;
  const opts = isRecord(options) ? options : {};
  return defined({
    ...rest,
    authentication: renamed(rest.authentication, AUTHENTICATION),
    responseCode: responseCodeOf(rest, opts),
    responseData: opts.noResponseBody === true ? 'no-data' : renamed(rest.responseData, RESPONSE_DATA),
  });
}
