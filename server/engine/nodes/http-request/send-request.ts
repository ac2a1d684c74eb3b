/** One request through the HTTP port, tried again on 429 and 5xx as `options.retry` says. */
import type { HttpPort, HttpResponse } from '../ports';
import type { OutgoingRequest } from './build-request';
import type { HttpRequestParameters } from './parameters';
import { backoffMs, isRetryableStatus, retryAfterMs, sleep } from './retry';

export async function sendWithRetries(
  http: HttpPort,
  request: OutgoingRequest,
  p: HttpRequestParameters,
  signal: AbortSignal,
): Promise<HttpResponse> {
  const { maxRetries, maxWaitMs } = p.options.retry;
  for (let attempt = 0; ; attempt++) {
    const response = await http.request({
      method: request.method,
      url: request.url.toString(),
      headers: request.headers,
      body: request.body,
      timeoutMs: p.options.timeout,
      maxResponseBytes: p.options.maxResponseBytes,
      followRedirects: p.options.redirect.redirect.followRedirects,
      maxRedirects: p.options.redirect.redirect.maxRedirects,
      signal,
    });
    if (!isRetryableStatus(response.status) || attempt >= maxRetries) return response;
    const wait = retryAfterMs(response.headers['retry-after'], Date.now()) ?? backoffMs(attempt);
    if (wait > maxWaitMs) return response;
    await sleep(wait, signal);
  }
}
