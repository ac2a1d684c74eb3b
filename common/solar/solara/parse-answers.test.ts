import { describe, expect, it } from 'vitest';
import {
  readBill,
  readEmail,
  readFinancing,
  readHomeType,
  readName,
  readOwnership,
  readPhone,
  readRoofAge,
  readShade,
  readTimeline,
  readZip,
} from './parse-answers';
import { inServiceArea, stateOfZip } from './service-area';

describe('reading answers leniently', () => {
  it('reads bills, usage and the odd ones', () => {
    expect(readBill('about $180')).toEqual({ kind: 'amount', dollars: 180 });
    expect(readBill('$1,200')).toEqual({ kind: 'amount', dollars: 1200 });
    expect(readBill('150-200 dollars')).toEqual({ kind: 'amount', dollars: 175 });
    expect(readBill('2400 a year')).toEqual({ kind: 'amount', dollars: 200 });
    expect(readBill('$0')).toEqual({ kind: 'zero' });
    expect(readBill('nothing, we have solar')).toEqual({ kind: 'zero' });
    expect(readBill('900 kWh a month')).toEqual({ kind: 'usage', annualKwh: 10_800 });
    expect(readBill('12,000 kwh per year')).toEqual({ kind: 'usage', annualKwh: 12_000 });
    expect(readBill('no idea')).toEqual({ kind: 'unknown' });
    expect(readBill('hmm')).toBeNull();
  });

  it('reads the home and the roof', () => {
    expect(readOwnership('I rent')).toBe('rent');
    expect(readOwnership("we're tenants")).toBe('rent');
    expect(readOwnership('my landlord owns it')).toBe('rent');
    expect(readOwnership('yes we own it')).toBe('own');
    expect(readHomeType("it's a townhouse")).toBe('townhouse');
    expect(readHomeType('a condo downtown')).toBe('condo');
    expect(readHomeType('detached house')).toBe('single-family');
    expect(readRoofAge('roof is 20 years old')).toBe(20);
    expect(readRoofAge('10-15 years')).toBe(13);
    expect(readRoofAge('less than 5 years')).toBe(2);
    expect(readRoofAge('brand new')).toBe(0);
    expect(readRoofAge('not sure')).toBe('unknown');
    expect(readShade('no shade at all')).toBe('none');
    expect(readShade('a few trees')).toBe('some');
    expect(readShade('lots of big trees')).toBe('heavy');
  });

  it('reads preferences and contact details', () => {
    expect(readFinancing('probably a loan')).toBe('loan');
    expect(readFinancing('PPA')).toBe('ppa');
    expect(readFinancing('pay cash')).toBe('cash');
    expect(readTimeline('in the next 3 months')).toBe('3months');
    expect(readTimeline('just researching')).toBe('later');
    expect(readName("I'm ada lovelace")).toBe('Ada Lovelace');
    expect(readName('my name is Jean-Luc Picard.')).toBe('Jean-Luc Picard');
    expect(readName('ada@example.com')).toBeNull();
    expect(readEmail('it is Ada@Example.COM thanks')).toBe('ada@example.com');
    expect(readPhone('+1 (602) 555-0143')).toBe('(602) 555-0143');
    expect(readPhone('555-0143')).toBeNull();
  });

  it('finds a ZIP code in an address, and the state by its prefix', () => {
    expect(readZip('120 W Washington St, Phoenix AZ 85003')).toBe('85003');
    expect(readZip('85003-1234')).toBe('85003');
    expect(readZip('$12000')).toBeNull();
    expect(stateOfZip('85003')).toBe('AZ');
    expect(stateOfZip('90210')).toBe('CA');
    expect(stateOfZip('10001')).toBe('NY');
    expect(stateOfZip('73301')).toBe('TX');
    expect(inServiceArea({ zipPrefixes: [], states: [] }, '90210')).toBe(true);
    expect(inServiceArea({ zipPrefixes: ['852'], states: [] }, '85250')).toBe(true);
    expect(inServiceArea({ zipPrefixes: ['852'], states: ['NV'] }, '85003')).toBe(false);
  });
});
