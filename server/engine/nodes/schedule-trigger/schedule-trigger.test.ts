import { describe, expect, it } from 'vitest';
import { items, runNode } from '../testing';
import { scheduleTriggerNode } from './definition';
import { scheduleItem } from './schedule-item';

describe('schedule trigger', () => {
  it("gives one item with the run clock's time spelt out as n8n does", async () => {
    const now = Date.parse('2026-03-01T14:05:09.250Z');
    const result = await runNode(scheduleTriggerNode, [items({})], {
      now,
      parameters: { timezone: 'Europe/Berlin' },
    });
    expect(result).toEqual([
      [
        {
          json: {
            timestamp: '2026-03-01T15:05:09.250+01:00',
            'Readable date': 'March 1st 2026, 3:05:09 pm',
            'Readable time': '3:05:09 pm',
            'Day of week': 'Sunday',
            Year: '2026',
            Month: 'March',
            'Day of month': '01',
            Hour: '15',
            Minute: '05',
            Second: '09',
            Timezone: 'Europe/Berlin (UTC+01:00)',
          },
        },
      ],
    ]);
  });

  it('writes ordinals as moment does', () => {
    const day = (d: number) => scheduleItem(Date.UTC(2026, 0, d, 0, 0, 0), 'UTC')['Readable date'];
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map((d) => day(d)?.split(' ')[1])).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ]);
  });
});
