import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from './args';
import { openSessionFile } from './session-file';

const fileIn = (name: string) => path.join(mkdtempSync(path.join(tmpdir(), 'aiz-session-')), name);

describe('--session FILE', () => {
  it('starts empty when the file is absent, and saves what the run kept', async () => {
    const file = fileIn('s.json');
    const session = await openSessionFile(file);
    expect(await session.conversations.begin('c')).toEqual({ variables: {}, turn: 1 });
    await session.conversations.write('c', { n: 1 });
    await session.save();
    const again = await openSessionFile(file);
    expect(await again.conversations.begin('c')).toEqual({ variables: { n: 1 }, turn: 2 });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      conversations: { c: { variables: { n: 1 }, turns: 1 } },
    });
  });

  it('refuses a file that is not JSON, or not one --session wrote', async () => {
    const notJson = fileIn('a.json');
    writeFileSync(notJson, 'hello');
    await expect(openSessionFile(notJson)).rejects.toThrow(UsageError);
    const other = fileIn('b.json');
    writeFileSync(other, JSON.stringify({ conversations: { c: { turns: 'x' } } }));
    await expect(openSessionFile(other)).rejects.toThrow(/is not one --session wrote/);
  });
});
