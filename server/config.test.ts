import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  httpAllowlistFrom,
  loadConfig,
  parseEnv,
  resolveCredentialKeys,
  resolveSessionSecret,
} from './config';
import { generateSecretKeyText, parseSecretKey } from './lib/secret-box';

describe('config', () => {
  it('has embedded defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(5000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.NODE_ENV).toBe('development');
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres:/);
    expect(() => parseEnv({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32/);
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => parseEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL: must start with smtp:/);
    expect(() => parseEnv({ ADMIN_EMAILS: 'a@b.co, nope' })).toThrow(/ADMIN_EMAILS/);
  });

  it('names DATA_DIR when it cannot be a writable folder', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'aiz-config-')), 'a-file');
    writeFileSync(file, 'not a folder');
    expect(() => loadConfig({ DATA_DIR: file })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: file })).toThrow(
      /DATA_DIR: .*a-file cannot be used as a writable folder/,
    );
  });

  it('reads TRUST_PROXY as proxy hops or trusted ranges', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8,::1' }).TRUST_PROXY).toEqual({
      ranges: ['10.0.0.0/8', '::1'],
    });
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('reads HTTP_ALLOWLIST as hosts, host:port and CIDR ranges, naming a bad entry', () => {
    expect(parseEnv({}).HTTP_ALLOWLIST).toEqual([]);
    expect(
      parseEnv({ HTTP_ALLOWLIST: ' api.internal, 127.0.0.1:8080,10.0.0.0/8,[::1]:9000 ' }).HTTP_ALLOWLIST,
    ).toEqual(['api.internal', '127.0.0.1:8080', '10.0.0.0/8', '[::1]:9000']);
    expect(() => parseEnv({ HTTP_ALLOWLIST: '10.0.0.0/40' })).toThrow(/HTTP_ALLOWLIST: .*"10.0.0.0\/40"/);
    expect(httpAllowlistFrom({ HTTP_ALLOWLIST: 'localhost:3000' })).toEqual(['localhost:3000']);
    expect(() => httpAllowlistFrom({ HTTP_ALLOWLIST: 'http://x' })).toThrow(ConfigError);
  });

  it('reads the admin list lowercased', () => {
    expect(parseEnv({ ADMIN_EMAILS: ' Ada@Example.com ,bob@x.io,' }).ADMIN_EMAILS).toEqual([
      'ada@example.com',
      'bob@x.io',
    ]);
    expect(parseEnv({}).ADMIN_EMAILS).toEqual([]);
  });

  it('reads AI providers from their keys, with optional base URL and model', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aiz-config-'));
    const config = loadConfig({
      DATA_DIR: dir,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
      ANTHROPIC_MODEL: 'ignored-without-key',
      OLLAMA_BASE_URL: 'http://127.0.0.1:11434/api',
    });
    expect(config.ai).toEqual({
      openai: { apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:9999/v1', model: undefined },
      ollama: { baseUrl: 'http://127.0.0.1:11434/api', model: undefined },
    });
    expect(() => parseEnv({ GOOGLE_BASE_URL: 'ftp://x' })).toThrow(/GOOGLE_BASE_URL/);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(5000);
  });

  it('generates the session secret once and keeps it private', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aiz-config-'));
    const first = resolveSessionSecret(dir, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSessionSecret(dir, undefined)).toBe(first);
    expect(statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(resolveSessionSecret(dir, 'x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('generates the credentials key once (0600), or takes it and the previous keys from the environment', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aiz-config-'));
    const first = resolveCredentialKeys(dir, undefined, undefined);
    expect(first.current.key.length).toBe(32);
    expect(first.previous).toEqual([]);
    expect(resolveCredentialKeys(dir, undefined, undefined).current.id).toBe(first.current.id);
    expect(statSync(path.join(dir, 'credentials-key')).mode & 0o777).toBe(0o600);

    const given = generateSecretKeyText();
    const old = generateSecretKeyText();
    const keys = resolveCredentialKeys(dir, given, `${old},${given}`);
    expect(keys.current.id).toBe(parseSecretKey(given)?.id);
    expect(keys.previous.map((k) => k.id)).toEqual([parseSecretKey(old)?.id]);

    expect(() => parseEnv({ CREDENTIALS_KEY: 'short' })).toThrow(/CREDENTIALS_KEY: must be 32 random bytes/);
    expect(() => parseEnv({ CREDENTIALS_KEY_PREVIOUS: `${old},nope` })).toThrow(/CREDENTIALS_KEY_PREVIOUS/);
  });

  it('reads run retention: the newest runs kept per workflow and the days a finished run is kept', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aiz-config-'));
    expect(loadConfig({ DATA_DIR: dir }).workflowRunRetention).toEqual({ keep: 1000, keepDays: 30 });
    expect(
      loadConfig({ DATA_DIR: dir, WORKFLOW_RUNS_KEEP: '50', WORKFLOW_RUNS_KEEP_DAYS: '7' })
        .workflowRunRetention,
    ).toEqual({ keep: 50, keepDays: 7 });
    expect(() => parseEnv({ WORKFLOW_RUNS_KEEP: '0' })).toThrow(/WORKFLOW_RUNS_KEEP/);
    expect(() => parseEnv({ WORKFLOW_RUNS_KEEP_DAYS: 'a month' })).toThrow(/WORKFLOW_RUNS_KEEP_DAYS/);
  });

  it('loads a full config', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aiz-config-'));
    const config = loadConfig({
      DATA_DIR: dir,
      PUBLIC_ORIGIN: 'https://aiz.example/path',
      NODE_ENV: 'production',
    });
    expect(config.dataDir).toBe(dir);
    expect(config.publicOrigin).toBe('https://aiz.example');
    expect(config.isProduction).toBe(true);
  });
});
