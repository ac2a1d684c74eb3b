import { describe, expect, it } from 'vitest';
import { readWantedTime, slotLabel } from './parse-when';

const ZONE = 'America/New_York';
/** Sunday 29 Nov 2026, 10:00 in New York (EST, UTC−5). */
const NOW = new Date('2026-11-29T15:00:00Z');
const iso = (d: Date | null | undefined) => d?.toISOString();
const when = (text: string) => readWantedTime(text, NOW, ZONE, 'es');

describe('reading when a Spanish-speaking homeowner would like to meet', () => {
  it('reads a day and a part of it', () => {
    const morning = when('mañana por la mañana');
    expect(iso(morning?.from)).toBe('2026-11-30T13:00:00.000Z');
    expect(iso(morning?.to)).toBe('2026-11-30T17:00:00.000Z');
    const tuesday = when('el próximo martes por la tarde');
    expect(iso(tuesday?.from)).toBe('2026-12-01T17:00:00.000Z');
    expect(iso(tuesday?.to)).toBe('2026-12-01T22:00:00.000Z');
    expect(tuesday?.exact).toBeNull();
    expect(iso(when('pasado mañana')?.from)).toBe('2026-12-01T13:00:00.000Z');
    expect(iso(when('el viernes en la mañana')?.from)).toBe('2026-12-04T13:00:00.000Z');
    expect(iso(when('miércoles')?.from)).toBe('2026-12-02T13:00:00.000Z');
  });

  it('reads an exact time, morning or afternoon', () => {
    expect(iso(when('martes a las 10')?.exact)).toBe('2026-12-01T15:00:00.000Z');
    expect(iso(when('mañana a las 2 de la tarde')?.exact)).toBe('2026-11-30T19:00:00.000Z');
    expect(iso(when('el jueves a las 9 de la mañana')?.exact)).toBe('2026-12-03T14:00:00.000Z');
    expect(iso(when('mañana a las 14:30')?.exact)).toBe('2026-11-30T19:30:00.000Z');
  });

  it('reads vague wishes as a week, and nothing from an answer without a time', () => {
    expect(iso(when('lo antes posible')?.from)).toBe(iso(NOW));
    expect(iso(when('la próxima semana')?.from)).toBe('2026-11-30T05:00:00.000Z');
    expect(when('cuando el gato quiera')).toBeNull();
    // English words are not read in a Spanish conversation, nor Spanish in an English one.
    expect(readWantedTime('mañana', NOW, ZONE)).toBeNull();
  });

  it('labels a slot in Spanish, on the 24-hour clock', () => {
    expect(slotLabel('2026-12-01T19:00:00Z', ZONE, 'es')).toBe('martes 1 de diciembre, 14:00');
    expect(slotLabel('2026-12-03T14:00:00Z', ZONE, 'es')).toBe('jueves 3 de diciembre, 9:00');
    expect(slotLabel('2026-12-01T19:00:00Z', ZONE)).toBe('Tue, Dec 1, 2:00 PM');
  });
});
