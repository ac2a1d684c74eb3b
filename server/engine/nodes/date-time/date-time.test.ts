import { describe, expect, it } from 'vitest';
import { executeForTest, items, jsonOf } from '../execute-for-test';
import { dateTimeNode } from './definition';

const RUN_NOW = Date.parse('2024-03-10T15:30:45.123Z');
const run = async (parameters: Record<string, unknown>) =>
  jsonOf(await executeForTest(dateTimeNode, parameters, [items({ id: 1 })], { now: RUN_NOW }))[0];

describe('date & time', () => {
  it("gives the run clock's date in the node time zone, with or without the time", async () => {
    expect(await run({ operation: 'getCurrentDate' })).toEqual({
      id: 1,
      currentDate: '2024-03-10T15:30:45.123Z',
    });
    expect(await run({ operation: 'getCurrentDate', timezone: 'Asia/Tokyo', includeTime: false })).toEqual({
      id: 1,
      currentDate: '2024-03-11T00:00:00.000+09:00',
    });
  });

  it('adds and subtracts, reading text without an offset in the time zone', async () => {
    expect(
      await run({ operation: 'addToDate', magnitude: '2024-01-31', timeUnit: 'months', duration: 1 }),
    ).toMatchObject({
      newDate: '2024-02-29T00:00:00.000Z',
    });
    expect(
      await run({
        operation: 'subtractFromDate',
        magnitude: '2024-03-31T12:00',
        timeUnit: 'hours',
        duration: 2,
        timezone: 'Europe/Berlin',
        outputFieldName: 'out.when',
      }),
    ).toMatchObject({ out: { when: '2024-03-31T10:00:00.000+02:00' } });
  });

  it('formats with Luxon tokens, from ISO text or epoch milliseconds', async () => {
    expect(
      await run({
        operation: 'formatDate',
        date: '2024-07-04T09:05:00Z',
        format: "cccc, d LLL yyyy 'at' HH:mm",
      }),
    ).toMatchObject({ formattedDate: 'Thursday, 4 Jul 2024 at 09:05' });
    expect(
      await run({
        operation: 'formatDate',
        date: 1720083900000,
        format: 'yyyy-MM-dd HH:mm ZZ',
        timezone: 'America/New_York',
      }),
    ).toMatchObject({ formattedDate: '2024-07-04 05:05 -04:00' });
  });

  it('gives the time between dates in the chosen units', async () => {
    expect(
      await run({
        operation: 'getTimeBetweenDates',
        startDate: '2024-01-01T00:00Z',
        endDate: '2024-01-03T06:00Z',
        units: ['days', 'hours'],
      }),
    ).toMatchObject({ timeDifference: { days: 2, hours: 6 } });
    // n8n names these units in the singular (DateTime/test/node/DateTimeWorkflowV2.json).
    expect(
      await run({
        operation: 'getTimeBetweenDates',
        startDate: '2024-01-01T00:00Z',
        endDate: '2024-01-03T06:00Z',
        units: ['day', 'hour'],
      }),
    ).toMatchObject({ timeDifference: { days: 2, hours: 6 } });
  });

  it('extracts a part and rounds down or up', async () => {
    expect(
      await run({ operation: 'extractDate', date: '2024-07-04T09:05:00Z', part: 'month' }),
    ).toMatchObject({ datePart: 7 });
    expect(
      await run({
        operation: 'extractDate',
        date: '2024-07-04T23:05:00Z',
        part: 'day',
        timezone: 'Asia/Tokyo',
      }),
    ).toMatchObject({
      datePart: 5,
    });
    expect(
      await run({ operation: 'roundDate', date: '2024-07-04T09:05:00Z', toNearest: 'hour' }),
    ).toMatchObject({
      roundedDate: '2024-07-04T09:00:00.000Z',
    });
    expect(
      await run({
        operation: 'roundDate',
        date: '2024-07-04T09:05:00Z',
        mode: 'roundUp',
        toNearest: 'month',
      }),
    ).toMatchObject({
      roundedDate: '2024-08-01T00:00:00.000Z',
    });
  });

  // n8n's DateTime/test/node/workflow.extractDate_timezone.json (workflow zone America/New_York).
  it("reads text JavaScript's Date understands as a wall-clock time in the zone, unless it names one", async () => {
    const hour = async (date: string) =>
      (await run({ operation: 'extractDate', date, part: 'hour', timezone: 'America/New_York' }))?.datePart;
    expect(await hour('April 11, 2023 2:30 PM')).toBe(14);
    expect(await hour('2023-04-11T14:30:00')).toBe(14);
    expect(await hour('2023-04-11T14:30:00+05:00')).toBe(5);
    expect(await hour('April 11, 2023 14:30:00 GMT+0500')).toBe(5);
  });

  it('names the parameter holding something that is not a date, and refuses an unknown zone', async () => {
    await expect(run({ operation: 'formatDate', date: 'not a date' })).rejects.toThrow(
      'The value in the "date" parameter is not a date: "not a date"',
    );
    await expect(run({ operation: 'getCurrentDate', timezone: 'Mars/Olympus' })).rejects.toThrow('IANA');
  });

  it("reads n8n's own shape: a custom format and settings under options", async () => {
    expect(
      await run({
        operation: 'formatDate',
        date: '2024-07-04T09:05:00Z',
        format: 'custom',
        customFormat: 'dd.MM.yyyy HH:mm',
        options: { timezone: 'Europe/Berlin', includeInputFields: false },
      }),
    ).toEqual({ formattedDate: '04.07.2024 11:05' });
  });

  it('fills in a missing day from the run clock, not the wall clock', async () => {
    expect(await run({ operation: 'formatDate', date: '10:30', format: 'yyyy-MM-dd HH:mm' })).toMatchObject({
      formattedDate: '2024-03-10 10:30',
    });
  });

  it('formats no date as no date, and refuses null elsewhere', async () => {
    expect(await run({ operation: 'formatDate', date: null, includeInputFields: false })).toEqual({
      formattedDate: null,
    });
    await expect(run({ operation: 'extractDate', date: null })).rejects.toThrow(
      'The value in the "date" parameter is not a date: null',
    );
  });
});
