/**
 * Where the canvas's first render goes (see README.md, "Canvas with 300 nodes"): the set-up of canvas.ts, then
 * the resource timings of the measured load in a new tab, a Chromium trace (`trace.json`) and a CPU profile
 * (`page.cpuprofile`) written to the folder given. Run: `node --import tsx bench/canvas-profile.ts /tmp/dir`.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { ensureClientBuild } from '../scripts/client-build.mjs';
import { signUp } from './auth-user-latency';
import { bigDocument, drawnFramesProbe } from './canvas';
import { startAizServer } from './lib/servers';

const out = process.argv[2] ?? '/tmp/cp';
// The page is the production build, rebuilt when a client source is newer (as canvas.ts does).
ensureClientBuild();
const server = await startAizServer({ NODE_ENV: 'development' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const token = await signUp(server.url);
  const doc = bigDocument();
  const res = await fetch(`${server.url}/api/workflows`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ name: 'Canvas bench', document: doc }),
  });
  const wf = (await res.json()) as { id: string };
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1920, height: 1080 },
  });
  await context.addInitScript((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('hasSeenOnboarding', 'true');
  }, token);
  await context.addInitScript(drawnFramesProbe(doc.nodes.length, doc.edges.length));
  const warm = await context.newPage();
  await warm.goto(`${server.url}/builder-advanced?workflow=${wf.id}`);
  await warm.waitForFunction(() => (window as { __firstNode?: number }).__firstNode !== undefined, null, {
    timeout: 90_000,
  });
  await warm.waitForLoadState('networkidle');
  await warm.close();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, { path: `${out}/trace.json`, screenshots: true });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}/builder-advanced?workflow=${wf.id}`);
  await page.waitForFunction(() => (window as { __firstNode?: number }).__firstNode !== undefined, null, {
    timeout: 90_000,
  });
  await page.waitForTimeout(1500);
  await browser.stopTracing();
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(`${out}/page.cpuprofile`, JSON.stringify(profile));
  const r = await page.evaluate(() => {
    const w = window as unknown as { __firstNode: number; __allNodes?: number; __allEdges?: number };
    const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const marks = performance.getEntriesByType('mark').map((m) => `${m.startTime.toFixed(0)} mark ${m.name}`);
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const nt = nav as unknown as Record<string, number>;
    const navDetail = [
      'unloadEventStart',
      'unloadEventEnd',
      'fetchStart',
      'requestStart',
      'responseStart',
      'responseEnd',
      'domInteractive',
    ]
      .map((k) => `${k} ${nt[k]?.toFixed(0)}`)
      .join(' ');
    return {
      navDetail,
      first: w.__firstNode,
      all: w.__allNodes,
      edges: w.__allEdges,
      size: (() => {
        const n = document.querySelector('.react-flow__node');
        return n ? `${(n as HTMLElement).offsetWidth}x${(n as HTMLElement).offsetHeight}` : '';
      })(),
      nodes: document.querySelectorAll('[data-testid="workflow-node"]').length,
      nav: `doc ${nav.responseEnd.toFixed(0)} dcl ${nav.domContentLoadedEventEnd.toFixed(0)} load ${nav.loadEventEnd.toFixed(0)}`,
      res: res.map(
        (e) =>
          `${e.startTime.toFixed(0).padStart(6)} → ${e.responseEnd.toFixed(0).padStart(6)}  ${e.transferSize}B  ${e.name.replace(/^https?:\/\/[^/]+/, '')}`,
      ),
      marks,
    };
  });
  console.log(r.navDetail);
  console.log(
    `size ${r.size} first ${r.first?.toFixed(0)} all nodes ${r.all?.toFixed(0)} all edges ${r.edges?.toFixed(0)} nodes ${r.nodes}  ${r.nav}`,
  );
  for (const l of [...r.res, ...r.marks].sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b)))
    console.log(l);
  await page.screenshot({ path: `${out}/after.png` });
  writeFileSync(`${out}/done`, '');
} finally {
  await browser.close();
  await server.stop();
}
