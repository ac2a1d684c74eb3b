import { describe, expect, it } from 'vitest';
import { httpRequestParameters } from '../../nodes/http-request/parameters';
import { flowiseHttpParameters } from './http-request';

describe("Flowise's HTTP node", () => {
  it('becomes our parameters: method, URL, headers, query, JSON body and response type', () => {
    const warnings: string[] = [];
    const out = flowiseHttpParameters(
      {
        method: 'POST',
        url: 'https://api.example/orders',
        headers: [{ key: 'X-Trace', value: 't1' }],
        queryParams: [{ key: 'dry', value: 'yes' }],
        bodyType: 'json',
        body: '{"sku":"a1"}',
        responseType: 'text',
      },
      (w) => warnings.push(w),
    );
    const parsed = httpRequestParameters.parse(out);
    expect(parsed).toMatchObject({
      method: 'POST',
      url: 'https://api.example/orders',
      sendHeaders: true,
      headerParameters: { parameters: [{ name: 'X-Trace', value: 't1' }] },
      sendQuery: true,
      queryParameters: { parameters: [{ name: 'dry', value: 'yes' }] },
      sendBody: true,
      contentType: 'json',
      specifyBody: 'json',
      jsonBody: '{"sku":"a1"}',
    });
    expect(parsed.options.response.response.responseFormat).toBe('text');
    expect(warnings).toEqual([]);
  });

  it('sends form bodies URL-encoded and says so for multipart ones', () => {
    const warnings: string[] = [];
    const out = httpRequestParameters.parse(
      flowiseHttpParameters({ bodyType: 'formData', body: [{ key: 'a', value: '1' }] }, (w) =>
        warnings.push(w),
      ),
    );
    expect(out).toMatchObject({ method: 'GET', contentType: 'form-urlencoded', sendBody: true });
    expect(out.bodyParameters.parameters).toEqual([{ name: 'a', value: '1' }]);
    expect(warnings).toEqual(['its multipart form body is sent as a URL-encoded form']);
  });
});
