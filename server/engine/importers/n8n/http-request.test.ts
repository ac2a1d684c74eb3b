/**
 * n8n HTTP Request nodes (v4.2 exports) import onto our node and run: against a local server through the
 * real guarded client, with that server's address allowlisted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeHttp, parseAllowlist, type SafeHttp } from '../../../lib/safe-http';
import { type LocalServer, startLocalServer } from '../../../lib/safe-http/testing';
import { runDocument } from '../../adapter/run-document';
import { importWorkflow } from '../import-workflow';
import { nextUrlFieldOf, translateHttpRequest } from './http-request';

let server: LocalServer;
let http: SafeHttp;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const page = Number(url.searchParams.get('page') ?? 1);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        rows: [{ page, user: url.searchParams.get('user'), trace: req.headers['x-trace'] }],
        paging: {
          next: page < 2 ? `${url.pathname}?user=${url.searchParams.get('user')}&page=${page + 1}` : '',
        },
      }),
    );
  });
  const allowlist = parseAllowlist([`127.0.0.1:${server.port}`]);
  if ('error' in allowlist) throw new Error(allowlist.error);
  http = createSafeHttp({ allowlist });
});
afterAll(async () => {
  await http.close();
  await server.close();
});

const workflow = (httpParameters: Record<string, unknown>) => ({
  nodes: [
    {
      id: 't',
      name: 'Start',
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
    },
    {
      id: 'h',
      name: 'Fetch',
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 4.2,
      position: [200, 0],
      parameters: httpParameters,
    },
  ],
  connections: { Start: { main: [[{ node: 'Fetch', type: 'main', index: 0 }]] } },
});

describe('n8n HTTP Request nodes', () => {
  it('import with their parameters, pagination translated, and run', async () => {
    const { document, report } = importWorkflow(
      JSON.stringify(
        workflow({
          url: `=${server.origin}/users`,
          sendQuery: true,
          queryParameters: { parameters: [{ name: 'user', value: '={{ $json.name }}' }] },
          sendHeaders: true,
          headerParameters: { parameters: [{ name: 'X-Trace', value: 'abc' }] },
          options: {
            pagination: {
              pagination: {
                paginationMode: 'responseContainsNextURL',
                nextURL: '={{ $response.body.paging.next }}',
                limitPagesFetched: true,
                maxRequests: 5,
              },
            },
          },
        }),
      ),
    );
    expect(report.mapped.map((m) => m.to)).toEqual(['manual-trigger', 'http-request']);
    expect(report.untranslatedExpressions).toEqual([]);
    // The real clock: a fake one's sleeps end at once, and so would the run's deadline while it waits on I/O.
    const run = await runDocument(document, {
      triggerItems: [{ json: { name: 'ada' } }],
      ports: { http },
    });
    expect(run.error).toBeUndefined();
    expect(run.result).toEqual([
      [
        {
          json: {
            rows: [{ page: 1, user: 'ada', trace: 'abc' }],
            paging: { next: '/users?user=ada&page=2' },
          },
        },
        { json: { rows: [{ page: 2, user: 'ada', trace: 'abc' }], paging: { next: '' } } },
      ],
    ]);
  });

  it('turn an n8n credential into one to link, and warn of what does not carry over', () => {
    const warnings: string[] = [];
    const out = translateHttpRequest(
      {
        url: 'https://api.example/',
        authentication: 'genericCredentialType',
        genericAuthType: 'httpHeaderAuth',
        contentType: 'multipart-form-data',
        options: {
          allowUnauthorizedCerts: true,
          pagination: { pagination: { paginationMode: 'updateAParameterInEachRequest' } },
        },
      },
      (w) => warnings.push(w),
    );
    expect(out).toEqual({
      url: 'https://api.example/',
      authentication: 'credential',
      contentType: 'multipart-form-data',
      options: { pagination: { mode: 'off' } },
    });
    expect(warnings).toHaveLength(3);
  });

  it('reads the next-page field of $response.body in dot and bracket form', () => {
    expect(nextUrlFieldOf('={{ $response.body.next }}')).toBe('next');
    expect(nextUrlFieldOf('={{ $response.body["links"].next_url }}')).toBe('links.next_url');
    expect(nextUrlFieldOf('={{ $response.headers.link }}')).toBeUndefined();
  });
});
