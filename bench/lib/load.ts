/** A small closed-loop HTTP load generator: `concurrency` keep-alive clients for `durationMs`. */
import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

export interface LoadOptions {
  concurrency?: number;
  durationMs?: number;
  headers?: Record<string, string>;
}

export async function load(
  url: string,
  { concurrency = 32, durationMs = 5000, headers = {} }: LoadOptions = {},
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + durationMs;
  const once = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - t0);
          else errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? Number.NaN;
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50Ms: pct(0.5),
    p99Ms: pct(0.99),
  };
}
