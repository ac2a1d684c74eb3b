/**
 * Solara in Spanish offline (the `spanish` variant), with the real estimate and fake slots, lead and booking:
 * a scripted Spanish-speaking homeowner reaches an estimate and a booked slot; odd answers in Spanish get a
 * Spanish hint; and no English string of the catalogue (nor a common English word) reaches the conversation.
 */
import { type SolaraConfigInput, type SolaraMessage, solaraConfigSchema } from '@common/schemas/solara';
import {
  converse,
  SOLARA_CATALOGUES,
  SOLARA_FAQ,
  type SolaraNeed,
  type SolaraOutcome,
  type SolaraState,
  solaraVariant,
} from '@common/solar/solara';
import { describe, expect, it } from 'vitest';
import { estimate } from '../estimate';

/** Sunday 29 Nov 2026, 15:00 UTC (10:00 in New York). */
const NOW = new Date('2026-11-29T15:00:00Z');
const ID = '00000000-0000-4000-8000-000000000003';
const es = SOLARA_CATALOGUES.es;
const en = SOLARA_CATALOGUES.en;

/** Open slots: every weekday at 10:00, 14:00 and 16:00 New York time (EST, UTC−5) for three weeks. */
function weekdaySlots() {
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

function harness(config: Partial<SolaraConfigInput> = {}) {
  const calls: SolaraNeed[] = [];
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
          slots: weekdaySlots().filter((s) => s.startsAt >= need.from && s.startsAt < need.to),
        };
      case 'saveLead':
        return { kind: 'saveLead', ok: true, leadId: 'lead-es', score: 80 };
      case 'book':
        return {
          kind: 'book',
          ok: true,
          appointment: {
            appointmentId: 'appt-es',
            startsAt: need.startsAt,
            endsAt: new Date(Date.parse(need.startsAt) + 3600_000).toISOString(),
          },
        };
    }
  };
  const env = {
    config: solaraConfigSchema.parse({ ...solaraVariant('spanish').config, ...config }),
    now: NOW,
    conversationId: ID,
  };
  let state: SolaraState | null = null;
  let last: SolaraMessage[] = [];
  const said: SolaraMessage[] = [];
  const say = async (message: string) => {
    const turn = await converse(state, message, env, perform);
    state = turn.state;
    last = turn.messages;
    said.push(...turn.messages);
    return turn.messages;
  };
  return {
    say,
    calls,
    said,
    get state() {
      return state!;
    },
    get text() {
      return last.map((m) => m.text).join('\n');
    },
  };
}

/** Every string of a catalogue (functions are called with sample figures, so their fixed words count too). */
function stringsOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (typeof value === 'function') {
    try {
      stringsOf((value as (...args: unknown[]) => unknown)('X', 'Y', 'Z', 'W'), into);
    } catch {
      // A function of figures (the summary): its words are checked by the English-word scan below.
    }
  } else if (value && typeof value === 'object')
    for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/** Words no Spanish sentence of Solara's has; any of them in a reply is English leaking in. */
const ENGLISH_WORDS =
  /\b(the|your|you|what|would|sorry|thanks|please|about|home|roof|bill|estimate|booked|time|and|with|this|that)\b/i;

describe('Solara in Spanish, offline', () => {
  it('takes a Spanish-speaking homeowner from hello to an estimate and a booked consultation', async () => {
    const chat = harness();
    const hello = await chat.say('');
    expect(hello[0]!.text).toBe(es.greeting);
    expect(hello.at(-1)!.text).toBe(es.questions.zip);

    await chat.say('Mi dirección es 120 W Washington St, Phoenix AZ 85003');
    expect(chat.state.property).toMatchObject({ zip: '85003' });
    expect(chat.state.step).toBe('ownership');
    expect(chat.text).toBe(es.questions.ownership.text);
    await chat.say('Sí, soy dueño');
    expect(chat.state.answers.ownership).toBe('own');
    await chat.say('una casa unifamiliar');
    expect(chat.state.answers.homeType).toBe('single-family');
    await chat.say('unos 22 años');
    expect(chat.state.answers.roofAgeYears).toBe(22);
    expect(chat.text).toContain(es.replies.oldRoof);
    await chat.say('algo de sombra por la tarde');
    expect(chat.state.answers.shade).toBe('some');

    const card = (await chat.say('Pagamos unos $180 al mes')).find((m) => m.card?.kind === 'estimate');
    expect(chat.state.answers.monthlyBill).toBe(180);
    if (card?.card?.kind !== 'estimate') throw new Error('No estimate card.');
    expect(card.card.label).toBe('Estimación no vinculante');
    expect(card.card.locale).toBe('es');
    expect(card.text).toMatch(
      /^Esta es su estimación no vinculante: un sistema de [\d.]+ kW \(\d+ paneles\)/,
    );
    expect(card.text).toMatch(/\$[\d,]+–\$[\d,]+/);
    expect(card.card.federalCredit).toBe(es.card.noFederalCredit);
    expect(card.card.assumptions.map((a) => a.label)).toContain('Tarifa eléctrica');
    expect(card.card.assumptions.find((a) => a.label === 'Tarifa eléctrica')?.value).toMatch(
      /promedio de AZ/,
    );
    expect(chat.text).toContain(es.questions.goals.text);

    await chat.say('Bajar la factura y energía limpia');
    expect(chat.state.answers.goals).toEqual(['lower my bill', 'clean energy']);
    expect(chat.said.at(-1)!.quickReplies).toEqual([
      'Contado',
      'Préstamo',
      'Arrendamiento',
      'PPA',
      'No estoy seguro',
    ]);
    await chat.say('Con un préstamo');
    expect(chat.state.answers.financing).toBe('loan');
    await chat.say('Lo antes posible');
    expect(chat.state.answers.timeline).toBe('asap');
    await chat.say('Me llamo María García');
    expect(chat.state.contact.name).toBe('María García');
    expect(chat.text).toBe('Gracias, María. ¿Cuál es su correo electrónico?');
    await chat.say('maria@example.test');
    await chat.say('saltar');
    expect(chat.state.step).toBe('booking');
    expect(chat.text).toContain('asesor de Solara');

    await chat.say('el próximo martes por la tarde');
    expect(chat.state.step).toBe('pickSlot');
    const offered = chat.state.offered.map((s) => s.label);
    expect(offered).toEqual(['martes 1 de diciembre, 14:00', 'martes 1 de diciembre, 16:00']);
    expect(chat.text).toContain(es.booking.open);

    await chat.say('la de las 2');
    expect(chat.state.step).toBe('consent');
    expect(chat.text).toContain('martes 1 de diciembre, 14:00. Antes de reservarlo, por favor lea:');
    expect(chat.text).toContain(es.consentText);

    const booked = await chat.say('Sí, acepto');
    expect(chat.calls.filter((c) => c.kind === 'book')).toHaveLength(1);
    expect(chat.state.consent?.text).toBe(es.consentText);
    expect(chat.state.appointment?.label).toBe('martes 1 de diciembre, 14:00');
    expect(booked.at(-1)!.text).toBe(
      'Listo, su cita quedó reservada: martes 1 de diciembre, 14:00. Un asesor de Solara revisará su estimación con usted. Le enviamos una confirmación a maria@example.test.',
    );
    expect(booked.at(-1)!.quickReplies).toEqual(['Empezar de nuevo']);
    expect(chat.state.step).toBe('done');

    // Nothing English reached the conversation: no reply or quick reply is an English catalogue string, and
    // none has an English word in it.
    const english = stringsOf(en);
    for (const word of ['PPA', 'No', '85004']) english.delete(word);
    for (const message of chat.said) {
      expect(english.has(message.text), message.text).toBe(false);
      expect(message.text, message.text).not.toMatch(ENGLISH_WORDS);
      for (const reply of message.quickReplies ?? []) {
        expect(english.has(reply), reply).toBe(false);
        expect(reply, reply).not.toMatch(ENGLISH_WORDS);
      }
      if (message.card?.kind === 'estimate')
        for (const line of message.card.assumptions)
          expect(line.label, line.label).not.toMatch(ENGLISH_WORDS);
    }
  });

  it('gives Spanish hints for answers it does not understand', async () => {
    const chat = harness();
    await chat.say('');
    await chat.say('no sé');
    expect(chat.text).toBe(es.hints.zip);
    await chat.say('85004');
    await chat.say('quizás');
    expect(chat.text).toBe(es.hints.ownership);
    await chat.say('soy propietario');
    await chat.say('un barco');
    expect(chat.text).toBe(es.hints.homeType);
    await chat.say('condominio');
    expect(chat.text).toContain(es.replies.sharedRoof);
    await chat.say('ni idea');
    expect(chat.state.step).toBe('shade');
    await chat.say('¿qué?');
    expect(chat.text).toBe(es.hints.shade);
    await chat.say('mucha sombra');
    expect(chat.text).toContain(es.replies.heavyShade);
    await chat.say('$0');
    expect(chat.text).toBe(es.replies.zeroBill.text);
    await chat.say('hmm');
    expect(chat.text).toBe(es.hints.bill);
    await chat.say('900 kWh al mes');
    expect(chat.state.estimate?.systemKw).toBeGreaterThan(0);
    await chat.say('saltar');
    await chat.say('con arrendamiento');
    expect(chat.state.answers.financing).toBe('lease');
    expect(chat.text).toContain(es.card.thirdPartyCredit);
    await chat.say('algún día');
    expect(chat.state.answers.timeline).toBe('later');
    await chat.say('Ana');
    await chat.say('ana arroba ejemplo');
    expect(chat.text).toBe(es.hints.email);
    await chat.say('ana@example.test');
    await chat.say('12');
    expect(chat.text).toBe(es.hints.phone);
    await chat.say('(602) 555-0100');
    await chat.say('cuando el gato quiera');
    expect(chat.text).toBe(es.hints.time.text);
    await chat.say('No, gracias');
    expect(chat.text).toBe(es.booking.declinedSaved);
    expect(chat.state.step).toBe('done');
  });

  it('tells a renter about the owner and community solar in Spanish, and books nothing', async () => {
    const chat = harness();
    await chat.say('');
    await chat.say('85004');
    await chat.say('Alquilo');
    expect(chat.state.infoOnly).toBe('rent');
    expect(chat.said.at(-2)!.text).toBe(es.replies.rentNote);
    await chat.say('Continuar para informarme');
    for (const answer of ['Casa adosada', 'Menos de 5 años', 'Sin sombra']) await chat.say(answer);
    const end = await chat.say('$150 a $200 al mes');
    expect(chat.state.answers.monthlyBill).toBe(175);
    expect(end.at(-1)!.text).toBe(es.replies.rentClosing);
    expect(chat.state.step).toBe('done');
    expect(chat.calls.some((c) => c.kind === 'saveLead')).toBe(false);
  });

  it('says in Spanish when a ZIP code is outside the service area', async () => {
    const chat = harness({ serviceArea: { zipPrefixes: [], states: ['AZ', 'NV'] } });
    await chat.say('');
    await chat.say('10001');
    expect(chat.said.at(-2)!.text).toBe(
      'Solara no instala en el código postal 10001: trabajamos en AZ y NV. Aun así, puedo calcular lo que haría la energía solar ahí, a título informativo.',
    );
    await chat.say('eso es todo, gracias');
    expect(chat.text).toBe(es.replies.infoStop);
  });

  it('answers a worry from the curated FAQ in Spanish, then asks its question again', async () => {
    const chat = harness();
    await chat.say('');
    await chat.say('85004');
    const answer = await chat.say('¿Qué pasa si vendo la casa?');
    expect(answer[0]!.text).toBe(SOLARA_FAQ.find((e) => e.id === 'moving')!.answer.es);
    expect(answer.at(-1)!.text).toBe(es.questions.ownership.text);
    expect(chat.state.answers.concerns).toEqual(['moving']);
  });

  it('starts over when asked in Spanish', async () => {
    const chat = harness();
    await chat.say('');
    await chat.say('85004');
    await chat.say('empezar de nuevo');
    expect(chat.state.step).toBe('zip');
    expect(chat.text).toContain(es.greeting);
  });
});
