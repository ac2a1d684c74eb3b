import { describe, expect, it } from 'vitest';
import { createLogger, routeConsoleToLogger } from './logger';
import { SecretValues } from './secret-values';

describe('logger', () => {
  it('writes one JSON line per entry at or above its level', () => {
    const lines: string[] = [];
    const log = createLogger('info', { service: 'aiz' }, (line) => lines.push(line));
    log.debug('hidden');
    log.info('hello', { n: 1n, err: new Error('boom') });
    log.child({ requestId: 'r1' }).warn('careful');
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0]!);
    expect(first).toMatchObject({
      level: 'info',
      msg: 'hello',
      service: 'aiz',
      n: '1',
      err: { message: 'boom' },
    });
    expect(JSON.parse(lines[1]!)).toMatchObject({ level: 'warn', requestId: 'r1', service: 'aiz' });
  });

  it('blanks out known secrets in every line, its children included', () => {
    const lines: string[] = [];
    const secrets = new SecretValues();
    secrets.add('tok"en-1234');
    const log = createLogger('info', {}, (line) => lines.push(line), secrets);
    log.info('calling with tok"en-1234', { url: `https://x.test/?k=${encodeURIComponent('tok"en-1234')}` });
    log.child({ run: 'r' }).error('failed', { err: new Error('bad key tok"en-1234') });
    expect(lines.join('\n')).not.toMatch(/en-1234/);
    expect(JSON.parse(lines[0]!).msg).toBe('calling with [redacted]');
  });

  it('says nothing when silent', () => {
    const lines: string[] = [];
    createLogger('silent', {}, (line) => lines.push(line)).error('x');
    expect(lines).toEqual([]);
  });

  it('turns third-party console.error stack traces into one JSON line', () => {
    const lines: string[] = [];
    const saved = { error: console.error, warn: console.warn };
    try {
      routeConsoleToLogger(createLogger('warn', {}, (line) => lines.push(line)));
      console.error(new Error('NoProviderAvailable: every provider failed'));
    } finally {
      Object.assign(console, saved);
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      msg: 'console.error',
      args: [{ name: 'Error', message: 'NoProviderAvailable: every provider failed' }],
    });
  });
});
