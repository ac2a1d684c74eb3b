import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../../../engine/core';
import { lastNodeAnswer, type RespondSettings, toHttpResponse } from './webhook-respond';

const record = (status: RunRecord['status'], items: Record<string, unknown>[] = []) =>
  ({ status, result: [items.map((json) => ({ json }))] }) as unknown as RunRecord;
const settings = (data: RespondSettings['data']): RespondSettings => ({
  mode: 'lastNode',
  status: 200,
  data,
  receivedBody: null,
});
const json = { 'content-type': 'application/json; charset=utf-8' };

describe('answers of a run started by a request', () => {
  it("gives the last node's first item, all items or nothing, as n8n does", () => {
    const done = record('succeeded', [{ a: 1 }, { a: 2 }]);
    expect(lastNodeAnswer(done, settings('first-item'))).toEqual({
      status: 200,
      headers: json,
      body: { a: 1 },
    });
    expect(lastNodeAnswer(done, settings('all-items')).body).toEqual([{ a: 1 }, { a: 2 }]);
    expect(lastNodeAnswer(done, settings('no-data'))).toEqual({ status: 200, headers: {}, body: null });
    expect(lastNodeAnswer(record('succeeded'), settings('first-item'))).toMatchObject({ status: 500 });
    expect(lastNodeAnswer(record('failed'), settings('first-item'))).toEqual({
      status: 500,
      headers: json,
      body: { message: 'Error in workflow' },
    });
    expect(lastNodeAnswer(record('waiting'), settings('first-item')).body).toEqual({
      message: 'Workflow was started',
    });
  });

  it('sends JSON, text, or no body where HTTP wants none', async () => {
    const asJson = toHttpResponse({ status: 201, headers: {}, body: { ok: true } }, 'POST');
    expect([asJson.status, asJson.headers.get('content-type'), await asJson.text()]).toEqual([
      201,
      'application/json; charset=utf-8',
      '{"ok":true}',
    ]);
    const text = toHttpResponse({ status: 200, headers: { 'x-a': '1' }, body: 'hi' }, 'GET');
    expect([text.headers.get('content-type'), text.headers.get('x-a'), await text.text()]).toEqual([
      'text/plain; charset=utf-8',
      '1',
      'hi',
    ]);
    expect(await toHttpResponse({ status: 204, headers: {}, body: { a: 1 } }, 'GET').text()).toBe('');
    expect(await toHttpResponse({ status: 200, headers: {}, body: { a: 1 } }, 'HEAD').text()).toBe('');
  });
});
