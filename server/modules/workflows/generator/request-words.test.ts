import { describe, expect, it } from 'vitest';
import { readRequest, readSchedule, readTimeOfDay } from './request-words';

describe('readTimeOfDay', () => {
  it.each([
    ['at 9am', { hour: 9, minute: 0 }],
    ['at 9:30 pm', { hour: 21, minute: 30 }],
    ['at 12am', { hour: 0, minute: 0 }],
    ['at 17:45', { hour: 17, minute: 45 }],
    ['at noon', { hour: 12, minute: 0 }],
    ["at 7 o'clock", { hour: 7, minute: 0 }],
  ])('%s', (text, time) => expect(readTimeOfDay(text)).toEqual(time));

  it('reads no time where there is none', () => expect(readTimeOfDay('pay 5 aiz to bob')).toBeNull());
});

describe('readSchedule', () => {
  it.each([
    ['every day at 9am', { kind: 'days', hour: 9, minute: 0 }],
    ['daily', { kind: 'days', hour: 9, minute: 0 }],
    ['every monday', { kind: 'weeks', days: [1], hour: 9, minute: 0 }],
    ['every friday at 4pm', { kind: 'weeks', days: [5], hour: 16, minute: 0 }],
    ['on mondays and thursdays at 08:15', { kind: 'weeks', days: [1, 4], hour: 8, minute: 15 }],
    ['every weekday at 9:30', { kind: 'weeks', days: [1, 2, 3, 4, 5], hour: 9, minute: 30 }],
    ['every 15 minutes', { kind: 'minutes', every: 15 }],
    ['hourly', { kind: 'hours', every: 1, minute: 0 }],
    ['every 6 hours', { kind: 'hours', every: 6, minute: 0 }],
    ['on the 15th of every month at 10am', { kind: 'months', dayOfMonth: 15, hour: 10, minute: 0 }],
    ['every evening', { kind: 'days', hour: 18, minute: 0 }],
  ])('%s', (text, schedule) => expect(readSchedule(text)).toEqual(schedule));

  it('reads no schedule from a request without one', () => {
    expect(readSchedule('when a webhook is called, e-mail me')).toBeNull();
  });
});

describe('readRequest', () => {
  it('reads e-mail addresses, URLs and quoted strings, in order', () => {
    const words = readRequest(
      'Fetch https://api.acme.com/v1/items?x=1, then mail Ops@Acme.com and cto@acme.com with subject "Daily items".',
    );
    expect(words.urls).toEqual(['https://api.acme.com/v1/items?x=1']);
    expect(words.emails).toEqual(['ops@acme.com', 'cto@acme.com']);
    expect(words.quoted).toEqual(['Daily items']);
  });

  it('reads a category list', () => {
    expect(
      readRequest('Classify tickets into billing, bugs and feature requests, then e-mail me').categories,
    ).toEqual(['billing', 'bugs', 'feature requests']);
    expect(readRequest('route messages as urgent or normal').categories).toEqual(['urgent', 'normal']);
  });

  it('reads the fields to extract', () => {
    expect(readRequest('Extract name, company and budget from each e-mail').fields).toEqual([
      'name',
      'company',
      'budget',
    ]);
    expect(readRequest('a form asking for name, email and message that mails me').fields).toEqual([
      'name',
      'email',
      'message',
    ]);
  });

  it('reads an AIZ amount, a recipient and a threshold', () => {
    const words = readRequest('Pay 2.5 AIZ to @alice_b when the score is over 80');
    expect(words.aizAmount).toBe('2.5');
    expect(words.recipient).toBe('alice_b');
    expect(words.threshold).toBe(80);
    expect(readRequest('send 10 tokens to user bob').recipient).toBe('bob');
  });

  it('keeps the numbers of the request, not those inside URLs', () => {
    expect(readRequest('Check https://a.example/v2 every 5 minutes').numbers).toEqual([5]);
  });
});
