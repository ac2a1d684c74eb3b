/**
 * Once per browser-test run: start the real server as `npm start` runs it (the server bundle and the built
 * client, a fresh DATA_DIR, the embedded database) on a free port, and one Chromium that every test file
 * connects to. The bundle starts in a fraction of tsx's time and is what production runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureServerBuild, SERVER_NODE_FLAGS, serverDist } from '../../scripts/server-build.mjs';
import { scaled } from '../../scripts/test-time.mjs';
import { FAKE_STRIPE_SECRET_KEY, startFakeStripe } from '../../server/test/fake-stripe';
import { E2E_ADMIN_EMAILS } from './admin-emails';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startE2eLocalChain } from './local-chain';
import { startSmtpSink } from './smtp-sink';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
    dataDir: string;
    /** JSON-lines file of every mail the server sent to the test SMTP sink. */
    mailLog: string;
    /** The local chain (anvil, 31337) the server lists, with the AIZ contracts deployed. */
    anvilRpcUrl: string;
    aizAddress: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const limit = scaled(60_000);
  const deadline = Date.now() + limit;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not become healthy within ${limit / 1000} s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aiz-e2e-'));
  const mailLog = path.join(dataDir, 'mail.jsonl');
  const smtp = await startSmtpSink(mailLog);
  // Card payments against a local fake Stripe (server/test/fake-stripe.ts): its checkout page's "Pay" posts
  // the signed event to the server's webhook, then returns the browser to /payment-success, as Stripe does.
  const stripeWebhookSecret = 'whsec_e2e_fake_stripe';
  const stripe = await startFakeStripe({ webhookSecret: stripeWebhookSecret });
  // The web3 browser tests: anvil with the AIZ contracts deployed as `npm run chain` does, listed by the
  // server as the local chain, and wagmi's mock connector offered (WEB3_MOCK_WALLET) as a wallet of anvil's
  // default accounts.
  const chain = await startE2eLocalChain(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  // Built here too when stale, for a run without scripts/e2e-prepare.mjs (`npx vitest --project e2e`).
  await ensureServerBuild();
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(serverDist, 'main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'AIZ Platform <no-reply@aiz.test>',
      ADMIN_EMAILS: Object.values(E2E_ADMIN_EMAILS).join(','),
      // Every browser test signs up from 127.0.0.1: one IP, many people.
      AUTH_SEND_LIMIT_PER_IP: '10000',
      AUTH_VERIFY_LIMIT_PER_IP: '10000',
      AUTH_GUESS_LIMIT_PER_IP: '10000',
      // Each page load reports its view and load time; a route walk loads a page every 200 ms.
      ANALYTICS_LIMIT_PER_IP: '100000',
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      STRIPE_API_BASE: stripe.url,
      WEB3_MOCK_WALLET: '1',
      LOCAL_CHAIN_FILE: chain.file,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    log += d;
  });
  server.stderr?.on('data', (d) => {
    log += d;
  });
  await waitForHealth(baseUrl, server, () => log);
  stripe.webhookUrl = `${baseUrl}/api/payments/stripe/webhook`;

  const browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

  project.provide('baseUrl', baseUrl);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  project.provide('dataDir', dataDir);
  project.provide('mailLog', mailLog);
  project.provide('anvilRpcUrl', chain.anvil.rpcUrl);
  project.provide('aizAddress', chain.deployment.contracts.aiz);

  return async () => {
    await browserServer.close();
    await smtp.close();
    await stripe.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await chain.anvil.stop();
    if (log.includes('"level":"error"'))
      process.stderr.write(`Server errors during browser tests:\n${log}\n`);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
