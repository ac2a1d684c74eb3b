import { describe, expect, it } from 'vitest';
import { placeholderMessage, placeholderParameters } from './placeholder';

describe('placeholders', () => {
  it('keep the original type and raw parameters as plain JSON', () => {
    const parameters = placeholderParameters({
      originalType: 'n8n-nodes-base.slack',
      source: 'n8n',
      reason: 'no AIZ node posts to Slack',
      originalParameters: { channel: '#a', skipped: undefined },
    });
    expect(parameters).toEqual({
      originalType: 'n8n-nodes-base.slack',
      source: 'n8n',
      reason: 'no AIZ node posts to Slack',
      originalParameters: { channel: '#a' },
    });
  });

  it('say which node stops the run, what it was and why', () => {
    const parameters = placeholderParameters({
      originalType: 'code',
      source: 'dify',
      reason: 'a python3 code node; only JavaScript runs in our sandbox',
      originalParameters: {},
    });
    expect(placeholderMessage('Split words', parameters)).toBe(
      '"Split words" stands in for a Dify node of type "code" that could not be imported (a python3 code node; only JavaScript runs in our sandbox). Replace it with an AIZ node to run this workflow.',
    );
    expect(placeholderMessage('X', {})).toBe(
      '"X" stands in for a node of another tool that could not be imported. Replace it with an AIZ node to run this workflow.',
    );
  });
});
