/**
 * Requests per second of GET /api/health (real server: middleware, database ping, JSON) against a
 * bare Hono hello-world, measured one after the other in the same run, and their ratio.
 */
import { load } from './lib/load';
import { startAizServer, startProcess } from './lib/servers';

export async function benchHealthThroughput(durationMs = 5000) {
  const bare = await startProcess('bench/bare-hono.ts', {}, '/');
  await load(`${bare.url}/`, { durationMs: 1000 }); // warm-up
  const bareResult = await load(`${bare.url}/`, { durationMs });
  await bare.stop();

  const aiz = await startAizServer(); // access log on, as in production (stdout to /dev/null)
  await load(`${aiz.url}/api/health`, { durationMs: 1000 });
  const healthResult = await load(`${aiz.url}/api/health`, { durationMs });
  await aiz.stop();

  return { bare: bareResult, health: healthResult, ratio: healthResult.rps / bareResult.rps };
}
