import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from './args';

describe('parseArgs', () => {
  it('reads the file, the input object and --json in any order', () => {
    expect(parseArgs(['run', 'flow.json'])).toEqual({
      command: 'run',
      file: 'flow.json',
      input: undefined,
      json: false,
    });
    expect(parseArgs(['run', '--json', '--input', '{"query":"hi"}', 'flow.yml'])).toEqual({
      command: 'run',
      file: 'flow.yml',
      input: { query: 'hi' },
      json: true,
    });
  });

  it('reads --session FILE', () => {
    expect(parseArgs(['run', 'chat.yml', '--session', 'chat.json'])).toMatchObject({ session: 'chat.json' });
  });

  it.each([
    [['run', 'a', '--session'], '--session needs a file'],
    [[], 'No command given.'],
    [['go', 'x'], 'Unknown command "go".'],
    [['run'], 'Name the workflow file to run.'],
    [['run', 'a', 'b'], 'One file at a time'],
    [['run', 'a', '--input'], '--input needs a JSON object'],
    [['run', 'a', '--input', '{oops'], '--input is not JSON'],
    [['run', 'a', '--input', '[1]'], '--input must be a JSON object'],
    [['run', 'a', '--verbose'], 'Unknown option --verbose.'],
  ])('refuses %j clearly', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });

  it('reads deploy: the file, the owner, the slug and --json in any order', () => {
    expect(parseArgs(['deploy', 'flow.json', '--owner', 'ada@example.com'])).toEqual({
      command: 'deploy',
      file: 'flow.json',
      owner: 'ada@example.com',
      slug: undefined,
      json: false,
    });
    expect(parseArgs(['deploy', '--json', '--slug', 'orders', 'flow.yml', '--owner', 'a@b.co'])).toEqual({
      command: 'deploy',
      file: 'flow.yml',
      owner: 'a@b.co',
      slug: 'orders',
      json: true,
    });
  });

  it.each([
    [['deploy'], 'Name the workflow file to deploy.'],
    [['deploy', 'a.json'], 'Say whose deployment it is: --owner EMAIL.'],
    [['deploy', 'a.json', '--owner'], '--owner needs an e-mail address'],
    [['deploy', 'a.json', '--owner', 'a@b.co', '--slug', '--json'], '--slug needs a name'],
    [['deploy', 'a.json', 'b.json', '--owner', 'a@b.co'], 'One file at a time'],
  ])('refuses deploy %j clearly', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });
});
