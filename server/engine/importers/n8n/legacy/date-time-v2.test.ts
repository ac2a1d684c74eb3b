import { describe, expect, it } from 'vitest';
import { translateDateTime } from './date-time-v2';

describe("n8n's Date & Time onto ours", () => {
  it('v2 gives only the result unless its options say otherwise', () => {
    expect(translateDateTime({ operation: 'formatDate', options: {} }, 2)).toEqual({
      type: 'date-time',
      parameters: { operation: 'formatDate', options: {}, includeInputFields: false },
    });
  });

  it('v1 formats with its moment.js format as Luxon tokens, keeping the input fields', () => {
    expect(translateDateTime({ value: '={{$json.d}}', options: {} }, 1)).toEqual({
      type: 'date-time',
      parameters: {
        operation: 'formatDate',
        date: '={{$json.d}}',
        format: 'custom',
        customFormat: 'MM/dd/yyyy',
        outputFieldName: 'data',
        includeInputFields: true,
      },
    });
    expect(
      translateDateTime(
        {
          value: 'x',
          toFormat: 'YYYY-MM-DD [at] HH:mm',
          dataPropertyName: 'out',
          options: { toTimezone: 'UTC' },
        },
        1,
      ),
    ).toMatchObject({
      parameters: { customFormat: "yyyy-MM-dd 'at' HH:mm", outputFieldName: 'out', timezone: 'UTC' },
    });
  });

  it('v1 is not run on parameters our node would misread', () => {
    expect(translateDateTime({ action: 'calculate', value: '={{$json.d}}' }, 1)).toMatchObject({
      reason: expect.stringContaining('parameter "action"'),
    });
    expect(translateDateTime({ value: 'x', toFormat: 'Do MMMM' }, 1)).toEqual({
      reason: 'the moment.js token "Do" has no Luxon equal (parameter "toFormat": "Do MMMM")',
    });
    expect(translateDateTime({ value: 'x', options: { fromFormat: 'DD.MM.YYYY' } }, 1)).toMatchObject({
      reason: expect.stringContaining('(parameter "options.fromFormat")'),
    });
  });
});
