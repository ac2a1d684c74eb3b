/**
 * Solara's state machine offline, driven by `converse` with the real estimate (the shipped weather) and fake
 * slots, lead and booking: a scripted homeowner reaches an estimate and a booked slot; a "$0" bill, "I rent"
 * and a ZIP outside the service area get sensible replies; the price never goes under the floor and no
 * federal credit is promised.
 */
import { type SolaraConfig, type SolaraMessage, solaraConfigSchema } from '@common/schemas/solara';
import { converse, type SolaraNeed, type SolaraOutcome, type SolaraState } from '@common/solar/solara';
import { describe, expect, it } from 'vitest';
import { estimate } from '../estimate';

/** Sunday 29 Nov 2026, 15:00 UTC (10:00 in New York). */
const NOW = new Date('2026-11-29T15:00:00Z');
const ID = '00000000-0000-4000-8000-000000000001';

/** Open slots: every weekday at 10:00, 14:00 and 16:00 New York time (EST, UTC−5) for three weeks. */
function weekdaySlots(): { startsAt: string; endsAt: string }[] {
  const slots = [];
  for (let day = 0; day < 21; day++) {
    const date = new Date(Date.UTC(2026, 10, 29 + day));
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    for (const hour of [15, 19, 21]) {
      const start = new Date(date.getTime() + hour * 3600_000);
      slots.push({
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 3600_000).toISOString(),
      });
    }
  }
  return slots;
}

function harness(config: Partial<SolaraConfig> = {}) {
  const calls: SolaraNeed[] = [];
  const taken = new Set<string>();
  const booked: string[] = [];
  const perform = async (need: SolaraNeed): Promise<SolaraOutcome> => {
    calls.push(need);
    switch (need.kind) {
      case 'probe':
      case 'estimate':
        return {
          kind: need.kind,
          ok: true,
          estimate: estimate({ now: () => NOW }, need.request),
        } as SolaraOutcome;
      case 'slots':
        return {
          kind: 'slots',
          ok: true,
          slots: weekdaySlots().filter(
            (s) =>
              s.startsAt >= need.from &&
              s.startsAt < need.to &&
              !taken.has(s.startsAt) &&
              !booked.includes(s.startsAt),
          ),
        };
      case 'saveLead':
        return { kind: 'saveLead', ok: true, leadId: 'lead-1', score: 80 };
      case 'book':
        if (taken.has(need.startsAt))
          return { kind: 'book', ok: false, taken: true, message: 'That slot is taken.' };
        booked.push(need.startsAt);
        return {
          kind: 'book',
          ok: true,
          appointment: {
            appointmentId: 'appt-1',
            startsAt: need.startsAt,
            endsAt: new Date(Date.parse(need.startsAt) + 3600_000).toISOString(),
          },
        };
    }
  };
  const env = { config: solaraConfigSchema.parse(config), now: NOW, conversationId: ID };
  let state: SolaraState | null = null;
  let last: SolaraMessage[] = [];
  const say = async (message: string) => {
    const turn = await converse(state, message, env, perform);
    state = turn.state;
    last = turn.messages;
    return turn.messages;
  };
  return {
    say,
    calls,
    taken,
    booked,
    get state() {
      return state!;
    },
    get text() {
      return last.map((m) => m.text).join('\n');
    },
  };
}

describe('Solara offline', () => {
  it('answers a worry from the curated FAQ, asks its question again, and keeps the worry for the advisor', async () => {
    const chat = harness();
    await chat.say('');
    await chat.say('85003');
    expect(chat.state.step).toBe('ownership');
    const answered = await chat.say('Wait, what if I sell my house in a few years?');
    expect(answered[0]!.text).toContain('Panels you own go with the house');
    expect(answered.at(-1)!.text).toBe('Do you own your home, or rent it?');
    expect(chat.state.step).toBe('ownership');
    await chat.say('Is there a tax credit?');
    expect(chat.text).toContain('ended with 2025');
    expect(chat.state.answers.concerns).toEqual(['moving', 'tax-credit']);
    await chat.say('I own it');
    expect(chat.state.step).toBe('homeType');
  });

  it('takes a homeowner from hello to an estimate and a booked consultation', async () => {
    const chat = harness();
    const hello = await chat.say('');
    expect(hello[0]!.text).toContain('Solara');
    expect(chat.state.step).toBe('zip');

    await chat.say('My address is 120 W Washington St, Phoenix AZ 85003');
    expect(chat.state.property).toMatchObject({ zip: '85003' });
    expect(chat.state.property.address).toContain('Washington');
    expect(chat.state.step).toBe('ownership');
    await chat.say('yes we own it');
    expect(chat.state.step).toBe('homeType');
    await chat.say("it's a townhouse");
    expect(chat.state.answers.homeType).toBe('townhouse');
    await chat.say('roof is 20 years old');
    expect(chat.state.answers.roofAgeYears).toBe(20);
    expect(chat.text).toMatch(/may need replacing/);
    await chat.say('a little shade in the afternoon');
    expect(chat.state.answers.shade).toBe('some');
    expect(chat.state.step).toBe('bill');

    const estimated = await chat.say('about $180');
    expect(chat.state.answers.monthlyBill).toBe(180);
    const card = estimated.find((m) => m.card?.kind === 'estimate')?.card;
    expect(card?.kind).toBe('estimate');
    if (card?.kind !== 'estimate') return;
    expect(card.label).toBe('Non-binding estimate');
    expect(card.monthlyKwh).toHaveLength(12);
    expect(card.panelCount).toBe(Math.ceil((card.estimate.systemKw * 1000) / 400));
    expect(card.priceRange.low).toBeGreaterThanOrEqual(card.estimate.systemKw * 1000 * 2.5 - 100);
    expect(card.priceRange.high).toBeGreaterThan(card.priceRange.low);
    expect(card.savings.firstYear).toBeGreaterThan(0);
    expect(card.savings.paybackYearsLow).toBeGreaterThan(3);
    expect(card.co2.source).toMatch(/AVERT/);
    expect(card.federalCredit).toMatch(/No federal tax credit/);
    expect(card.assumptions.map((a) => a.label)).toEqual(
      expect.arrayContaining(['Price', 'Electricity rate', 'Weather']),
    );
    expect(chat.text).not.toMatch(/\b30%|tax credit of|you('|’)ll get a (federal )?credit/i);
    expect(chat.state.step).toBe('goals');

    await chat.say('mostly to save money and backup for outages');
    expect(chat.state.answers.goals).toEqual(['lower my bill', 'backup power']);
    await chat.say('probably a loan');
    expect(chat.state.answers.financing).toBe('loan');
    await chat.say('in the next 3 months');
    expect(chat.state.answers.timeline).toBe('3months');
    await chat.say("I'm ada lovelace");
    expect(chat.state.contact.name).toBe('Ada Lovelace');
    await chat.say('not an email');
    expect(chat.state.step).toBe('email');
    await chat.say('Ada@Example.com');
    await chat.say('602 555 0143');
    expect(chat.state.contact).toMatchObject({ email: 'ada@example.com', phone: '(602) 555-0143' });
    expect(chat.state.step).toBe('booking');

    // Tuesday 1 Dec, afternoon in New York: 14:00 and 16:00 are open.
    const offered = await chat.say('next Tuesday afternoon');
    const slots = offered.find((m) => m.card?.kind === 'slots')?.card;
    expect(slots?.kind === 'slots' && slots.slots.map((s) => s.label)).toEqual([
      'Tue, Dec 1, 2:00 PM',
      'Tue, Dec 1, 4:00 PM',
    ]);
    expect(chat.state.step).toBe('pickSlot');

    // Someone else takes 2 PM while the homeowner reads the consent text.
    await chat.say('Tue, Dec 1, 2:00 PM');
    expect(chat.state.step).toBe('consent');
    expect(chat.text).toContain('Consent is not a condition of purchase');
    expect(chat.calls.some((c) => c.kind === 'saveLead')).toBe(false);
    chat.taken.add('2026-12-01T19:00:00.000Z');
    await chat.say('I agree, book it');
    expect(chat.text).toMatch(/just taken/);
    expect(chat.state.step).toBe('pickSlot');
    expect(chat.state.leadId).toBe('lead-1');

    await chat.say('the 4pm one');
    await chat.say('yes');
    expect(chat.booked).toEqual(['2026-12-01T21:00:00.000Z']);
    expect(chat.text).toContain('You’re booked: Tue, Dec 1, 4:00 PM');
    expect(chat.state.step).toBe('done');

    const leads = chat.calls.filter((c) => c.kind === 'saveLead');
    expect(leads).toHaveLength(1);
    const lead = leads[0]!.kind === 'saveLead' ? leads[0]!.lead : null;
    expect(lead?.consent?.text).toContain('Consent is not a condition of purchase');
    expect(lead?.estimate?.systemKw).toBeGreaterThan(0);
    expect(lead?.answers).toMatchObject({ ownership: 'own', homeType: 'townhouse', monthlyBill: 180 });
    expect(lead?.transcript.some((t) => t.role === 'user' && t.text === 'about $180')).toBe(true);
    const kinds = chat.calls.map((c) => c.kind);
    expect(kinds.indexOf('saveLead')).toBeLessThan(kinds.indexOf('book'));
  });

  it('says the platform’s own Solara is a demonstration when no hours are open, and books nothing', async () => {
    const chat = harness({ demonstration: true });
    chat.taken.clear();
    for (const s of weekdaySlots()) chat.taken.add(s.startsAt);
    for (const line of [
      '85003',
      'own',
      'house',
      'new roof',
      'no shade',
      '$150',
      'clean energy',
      'cash',
      'asap',
      'Grace',
      'grace@example.com',
      'skip',
    ])
      await chat.say(line);
    await chat.say('first available');
    expect(chat.state.step).toBe('done');
    expect(chat.text).toContain('a demonstration');
    expect(chat.calls.some((c) => c.kind === 'saveLead' || c.kind === 'book')).toBe(false);
  });

  it('books "tomorrow at 10" directly when that slot is open', async () => {
    const chat = harness();
    for (const line of [
      '85003',
      'own',
      'house',
      'new roof',
      'no shade',
      '$150',
      'clean energy',
      'cash',
      'asap',
      'Grace',
      'grace@example.com',
      'skip',
    ])
      await chat.say(line);
    expect(chat.state.step).toBe('booking');
    await chat.say('tomorrow at 10');
    expect(chat.state.step).toBe('consent');
    expect(chat.state.chosen?.label).toBe('Mon, Nov 30, 10:00 AM');
    await chat.say('I agree');
    expect(chat.booked).toEqual(['2026-11-30T15:00:00.000Z']);
  });

  it('explains a $0 bill and sizes from usage instead', async () => {
    const chat = harness();
    for (const line of ['85003', 'I own it', 'single family', '10 years', 'none']) await chat.say(line);
    await chat.say('$0');
    expect(chat.state.step).toBe('bill');
    expect(chat.text).toMatch(/\$0 bill usually means/);
    expect(chat.calls.filter((c) => c.kind === 'estimate')).toHaveLength(0);
    await chat.say('Size from my usage');
    expect(chat.text).toMatch(/How many kWh/);
    const estimated = await chat.say('about 900 kWh a month');
    const card = estimated.find((m) => m.card?.kind === 'estimate')?.card;
    expect(card?.kind === 'estimate' && Math.abs(card.annualKwh - 10_800) / 10_800).toBeLessThan(0.03);
  });

  it('tells a renter about the landlord and community solar, estimates for information, and books nothing', async () => {
    const chat = harness();
    await chat.say('85003');
    await chat.say('I rent');
    expect(chat.text).toMatch(/landlord/);
    expect(chat.text).toMatch(/community solar/);
    expect(chat.state.step).toBe('infoChoice');
    for (const line of ['Continue for information', 'apartment', 'not sure', 'some']) await chat.say(line);
    const estimated = await chat.say('$120');
    expect(estimated.some((m) => m.card?.kind === 'estimate')).toBe(true);
    expect(chat.text).toMatch(/for information only/);
    expect(chat.state.step).toBe('done');
    expect(chat.calls.map((c) => c.kind)).not.toContain('slots');
    expect(chat.calls.map((c) => c.kind)).not.toContain('saveLead');
  });

  it('takes "I rent" said with the ZIP code', async () => {
    const chat = harness();
    await chat.say('I rent, ZIP 85003');
    expect(chat.state.answers.ownership).toBe('rent');
    expect(chat.text).toMatch(/community solar/);
    expect(chat.state.step).toBe('infoChoice');
  });

  it('says plainly when a ZIP code is outside the service area', async () => {
    const chat = harness({ serviceArea: { zipPrefixes: [], states: ['AZ', 'NV'] } });
    await chat.say('90210');
    expect(chat.text).toContain('doesn’t install in ZIP code 90210');
    expect(chat.text).toContain('AZ and NV');
    expect(chat.state.step).toBe('infoChoice');
    await chat.say('that’s all, thanks');
    expect(chat.state.step).toBe('done');

    const inside = harness({ serviceArea: { zipPrefixes: [], states: ['AZ', 'NV'] } });
    await inside.say('85003');
    expect(inside.state.step).toBe('ownership');
  });

  it('asks again for a ZIP code it does not know', async () => {
    const chat = harness();
    await chat.say('00000');
    expect(chat.text).toMatch(/do not know the ZIP code 00000/);
    expect(chat.state.step).toBe('zip');
    expect(chat.state.property.zip).toBeUndefined();
  });

  it('never quotes under the floor price', async () => {
    const chat = harness({ pricePerWatt: 2, floorPricePerWatt: 2.8 });
    for (const line of ['85003', 'own', 'house', '5', 'none']) await chat.say(line);
    const estimated = await chat.say('$200');
    const card = estimated.find((m) => m.card?.kind === 'estimate')?.card;
    if (card?.kind !== 'estimate') throw new Error('no estimate card');
    expect(card.priceRange.pricePerWattLow).toBe(2.8);
    expect(card.priceRange.low).toBeGreaterThanOrEqual(
      Math.floor((card.estimate.systemKw * 1000 * 2.8) / 100) * 100,
    );
  });

  it('starts over on request', async () => {
    const chat = harness();
    await chat.say('85003');
    await chat.say('start over');
    expect(chat.state.step).toBe('zip');
    expect(chat.state.property).toEqual({});
  });
});
