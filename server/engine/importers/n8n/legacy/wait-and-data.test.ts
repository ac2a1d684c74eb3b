import { describe, expect, it } from 'vitest';
import { translateExecutionData } from './execution-data';
import { translateWait } from './wait-resume';

describe("n8n's Wait and Execution Data onto ours", () => {
  it('runs a Wait for an interval or a time, and refuses one resumed by a webhook or a form', () => {
    expect(translateWait({ amount: 2, unit: 'seconds' })).toEqual({
      type: 'wait',
      parameters: { amount: 2, unit: 'seconds' },
    });
    expect(translateWait({ resume: 'webhook' })).toEqual({
      reason:
        'the Wait node resuming on "webhook" (parameter "resume") has no AIZ equivalent; use an approval or a webhook trigger',
    });
    expect(translateWait({ resume: 'form' })).toMatchObject({ reason: expect.stringContaining('"form"') });
  });

  it('passes Execution Data items on, naming the keys it does not keep', () => {
    expect(
      translateExecutionData({ dataToSave: { values: [{ key: 'id', value: '={{ $json.id }}' }] } }),
    ).toEqual({
      type: 'no-op',
      parameters: {},
      warnings: [
        'passes its items on unchanged; the execution data it saved in n8n (id) is not kept, as AIZ runs have no custom data',
      ],
    });
  });
});
