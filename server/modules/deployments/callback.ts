/** Posts a run's result to the caller's callback URL, through the SSRF-safe client (never our own network). */
import type { DeploymentRunResult } from '@common/schemas/deployments';
import type { SafeHttp } from '../../lib/safe-http/safe-http';

const CALLBACK_TIMEOUT_MS = 10_000;
const CALLBACK_ATTEMPTS = 3;

export async function sendCallback(http: SafeHttp, url: string, result: DeploymentRunResult): Promise<void> {
  const body = JSON.stringify(result);
  let lastError: unknown;
  for (let attempt = 1; attempt <= CALLBACK_ATTEMPTS; attempt++) {
    try {
      const response = await http.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'user-agent': 'AIZ-Platform-Callback/1' },
        body,
        timeoutMs: CALLBACK_TIMEOUT_MS,
        maxResponseBytes: 64 * 1024,
        followRedirects: false,
      });
      if (response.status < 500) return;
      lastError = new Error(`The callback answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
  throw lastError;
}
