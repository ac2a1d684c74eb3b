/** What the guarded client throws, in sentences a workflow's author can act on. */

/** The address is private, local or reserved, and the host is not in HTTP_ALLOWLIST. */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused';

  constructor(
    readonly address: string,
    readonly host: string,
  ) {
    super(
      `Requests to private or local addresses are not allowed: ${address === host ? address : `${address} (${host})`}.`,
    );
  }
}

export class ResponseTooLarge extends Error {
  override name = 'ResponseTooLarge';

  constructor(readonly limitBytes: number) {
    super(`The response is larger than the limit of ${limitBytes} bytes.`);
  }
}

export class OutboundTimeout extends Error {
  override name = 'OutboundTimeout';

  constructor(host: string, timeoutMs: number) {
    super(`The request to ${host} took longer than ${timeoutMs} ms.`);
  }
}

/** Undici and fetch wrap errors; the refusal may sit a few causes down. */
export function findOutboundRefused(error: unknown): OutboundRefused | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    if (e instanceof OutboundRefused) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
