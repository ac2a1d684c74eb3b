/**
 * Solara's variants offline, with the real estimate (the shipped weather): each variant's sample answers reach
 * an estimate card with its own greeting, wording, defaults and notes; the commercial one reads buildings,
 * sizes large systems from usage and takes a leased building down the information-only path. The chat
 * request's variant is validated by the shared schema.
 */
import {
  SOLARA_VARIANT_IDS,
  type SolaraMessage,
  solaraChatRequestSchema,
  solaraConfigSchema,
} from '@common/schemas/solara';
import {
  converse,
  readBuildingType,
  SOLARA_VARIANTS,
  type SolaraNeed,
  type SolaraOutcome,
  type SolaraState,
  solaraMessages,
  solaraVariant,
} from '@common/solar/solara';
import { describe, expect, it } from 'vitest';
import { estimate } from '../estimate';

const NOW = new Date('2026-11-29T15:00:00Z');
const ID = '00000000-0000-4000-8000-000000000002';

function chatWith(variantId: string) {
  const needs: SolaraNeed[] = [];
  const perform = async (need: SolaraNeed): Promise<SolaraOutcome> => {
    needs.push(need);
    if (need.kind === 'probe' || need.kind === 'estimate')
      return {
        kind: need.kind,
        ok: true,
        estimate: estimate({ now: () => NOW }, need.request),
      } as SolaraOutcome;
    throw new Error('Not needed before the estimate.');
  };
  const config = solaraConfigSchema.parse(solaraVariant(variantId).config);
  const env = { config, now: NOW, conversationId: ID };
  let state: SolaraState | null = null;
  const said: SolaraMessage[] = [];
  return {
    needs,
    said,
    get state() {
      return state!;
    },
    async say(message: string) {
      const turn = await converse(state, message, env, perform);
      state = turn.state;
      said.push(...turn.messages);
      return turn.messages;
    },
  };
}

const cardOf = (messages: SolaraMessage[]) => messages.find((m) => m.card?.kind === 'estimate')?.card;

describe('Solara variants', () => {
  it('has one variant per id, each a valid configuration preset', () => {
    expect(SOLARA_VARIANTS.map((v) => v.id)).toEqual([...SOLARA_VARIANT_IDS]);
    for (const variant of SOLARA_VARIANTS)
      expect(solaraConfigSchema.parse(variant.config).variant).toBe(variant.id);
    expect(solaraVariant('nope').id).toBe('residential');
  });

  for (const variant of SOLARA_VARIANTS)
    it(`${variant.name}: its sample answers reach an estimate card`, async () => {
      const chat = chatWith(variant.id);
      const hello = await chat.say('');
      expect(hello[0]!.text).toBe(solaraConfigSchema.parse(variant.config).greeting);
      let last: SolaraMessage[] = [];
      for (const answer of variant.sampleAnswers) last = await chat.say(answer);
      const card = cardOf(last);
      expect(card?.kind).toBe('estimate');
      if (card?.kind !== 'estimate') return;
      expect(card.label).toBe(solaraMessages(variant.locale).card.label);
      expect(card.systemKw).toBeGreaterThan(0);
      expect(card.panelWatts).toBe(solaraConfigSchema.parse(variant.config).panelWatts);
      for (const line of variant.assumptions) expect(card.assumptions).toContainEqual(line);
      if (variant.afterEstimate) expect(last.map((m) => m.text)).toContain(variant.afterEstimate);
      expect(chat.state.step).toBe('goals');
      expect(chat.state.answered).toEqual(
        expect.arrayContaining(['zip', 'ownership', 'homeType', 'roofAge', 'shade', 'bill']),
      );
    });

  it('battery retrofit: backup power is a goal from the start, kept with the ones named', async () => {
    const chat = chatWith('battery');
    await chat.say('');
    expect(chat.state.answers.goals).toEqual(['backup power']);
    for (const answer of solaraVariant('battery').sampleAnswers) await chat.say(answer);
    const asked = chat.said.at(-1)!;
    expect(asked.text).toBe('What should the battery do for you?');
    expect(asked.quickReplies).toContain('Backup for outages');
    await chat.say('Lower my bill');
    expect(chat.state.answers.goals).toEqual(['backup power', 'lower my bill']);
  });

  it('commercial rooftop: asks about the building, and prices at its own rate with 450 W panels', async () => {
    const chat = chatWith('commercial');
    await chat.say('');
    await chat.say('85004');
    expect(chat.said.at(-1)!.text).toBe('Does the business own the building, or lease it?');
    await chat.say('We own the building');
    expect(chat.said.at(-1)!.text).toBe('What kind of building is it?');
    await chat.say('a house');
    expect(chat.said.at(-1)!.text).toMatch(/warehouse/);
    await chat.say('we run a cafe');
    expect(chat.state.answers.homeType).toBe('restaurant');
    await chat.say('not sure');
    await chat.say('full sun');
    await chat.say('20,000 kWh a month');
    const card = cardOf(chat.said);
    if (card?.kind !== 'estimate') throw new Error('No estimate card.');
    // 240,000 kWh a year in Phoenix is well over the residential 50 kW.
    expect(card.systemKw).toBeGreaterThan(100);
    expect(card.priceRange.pricePerWattLow).toBeCloseTo(1.98, 2);
    expect(card.panelCount).toBe(Math.ceil((card.systemKw * 1000) / 450));
  });

  it('commercial rooftop: a leased building gets the owner and community-solar paths, no sales call', async () => {
    const chat = chatWith('commercial');
    await chat.say('');
    await chat.say('85004');
    await chat.say('We lease it');
    expect(chat.state.infoOnly).toBe('rent');
    expect(chat.said.at(-2)!.text).toMatch(/building owner’s decision/);
    await chat.say('Continue for information');
    await chat.say('Warehouse');
    await chat.say('About 10 years');
    await chat.say('No shade');
    const end = await chat.say('$3,000');
    expect(cardOf(end)?.kind).toBe('estimate');
    expect(end.at(-1)!.text).toMatch(/business leases the building, I won’t book/);
    expect(chat.state.step).toBe('done');
  });

  it('reads kinds of buildings', () => {
    expect(readBuildingType('A warehouse')).toBe('warehouse');
    expect(readBuildingType('our dental office')).toBe('office');
    expect(readBuildingType('a single-family house')).toBeNull();
  });

  it('the chat request takes a known variant, and not with a deployment', () => {
    expect(solaraChatRequestSchema.safeParse({ message: '', variant: 'battery' }).success).toBe(true);
    expect(solaraChatRequestSchema.safeParse({ message: '', variant: 'spanish' }).success).toBe(true);
    expect(solaraChatRequestSchema.safeParse({ message: '', variant: 'klingon' }).success).toBe(false);
    const both = solaraChatRequestSchema.safeParse({ message: '', variant: 'battery', deployment: 'sunny' });
    expect(both.error?.issues[0]?.path).toEqual(['variant']);
  });
});
