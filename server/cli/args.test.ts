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

  it.each([
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
});
