/**
 * Tests' way to run the CLI beside a fake provider: a real process, waited for asynchronously (so the
 * fake server in the test's process can answer it), and what a recorded request asked.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RecordedRequest } from '../../ai/testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** No provider from the caller's environment: each test says which it configures. */
const NO_PROVIDERS = Object.fromEntries(
  ['OPENAI', 'ANTHROPIC', 'GOOGLE', 'XAI', 'PERPLEXITY']
    .map((p) => [`${p}_API_KEY`, ''])
    .concat([['OLLAMA_BASE_URL', '']]),
);

/** The CLI in its own process; asynchronous, so the fake provider in this one can answer it. */
export function aizAsync(env: Record<string, string | undefined>, ...args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/aiz.ts', ...args], {
      cwd: root,
      env: { ...process.env, ...NO_PROVIDERS, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** What the user said last in a recorded Chat Completions request. */
export function lastUserText(request: RecordedRequest): string {
  const messages = (request.body.messages ?? []) as { role: string; content: unknown }[];
  const last = messages.filter((m) => m.role === 'user').at(-1)?.content;
  if (typeof last === 'string') return last;
  return Array.isArray(last) ? last.map((p) => (p as { text?: string }).text ?? '').join('') : '';
}
