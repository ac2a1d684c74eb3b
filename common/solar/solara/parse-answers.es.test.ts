import { describe, expect, it } from 'vitest';
import {
  isInfoContinue,
  isInfoStop,
  isNo,
  isSkip,
  isStartOver,
  isYes,
  readBill,
  readFinancing,
  readGoals,
  readHomeType,
  readName,
  readOwnership,
  readRoofAge,
  readShade,
  readTimeline,
} from './parse-answers';
import { readBuildingType } from './variants';

describe('reading answers in Spanish', () => {
  it('reads who owns the home and what kind it is', () => {
    expect(readOwnership('Soy dueño', 'es')).toBe('own');
    expect(readOwnership('somos los propietarios', 'es')).toBe('own');
    expect(readOwnership('SOY DUENO', 'es')).toBe('own');
    expect(readOwnership('alquilo', 'es')).toBe('rent');
    expect(readOwnership('la rentamos', 'es')).toBe('rent');
    expect(readOwnership('el dueño es mi casero', 'es')).toBe('rent');
    expect(readOwnership('quizás', 'es')).toBeNull();
    // English readers stay English: "alquilo" says nothing in an English conversation.
    expect(readOwnership('alquilo')).toBeNull();
    expect(readHomeType('casa unifamiliar', 'es')).toBe('single-family');
    expect(readHomeType('una casa adosada', 'es')).toBe('townhouse');
    expect(readHomeType('Condominio', 'es')).toBe('condo');
    expect(readHomeType('casa móvil', 'es')).toBe('mobile');
    expect(readHomeType('un dúplex', 'es')).toBe('multi-family');
    expect(readHomeType('un barco', 'es')).toBeNull();
    expect(readBuildingType('un almacén', 'es')).toBe('warehouse');
    expect(readBuildingType('tenemos una taquería', 'es')).toBe('restaurant');
  });

  it('reads the roof and its shade', () => {
    expect(readRoofAge('unos 10 años', 'es')).toBe(10);
    expect(readRoofAge('entre 10 y 15 años', 'es')).toBe(13);
    expect(readRoofAge('menos de 5 años', 'es')).toBe(2);
    expect(readRoofAge('más de 20', 'es')).toBe(21);
    expect(readRoofAge('es nuevo', 'es')).toBe(0);
    expect(readRoofAge('veinte años', 'es')).toBe(20);
    expect(readRoofAge('No sé', 'es')).toBe('unknown');
    expect(readRoofAge('hmm', 'es')).toBeNull();
    expect(readShade('sin sombra', 'es')).toBe('none');
    expect(readShade('algo de sombra', 'es')).toBe('some');
    expect(readShade('mucha sombra', 'es')).toBe('heavy');
    expect(readShade('no hay mucha sombra', 'es')).toBe('some');
    expect(readShade('sol todo el día', 'es')).toBe('none');
    expect(readShade('no sé', 'es')).toBeNull();
  });

  it('reads bills, usage and the odd ones', () => {
    expect(readBill('$180 al mes', 'es')).toEqual({ kind: 'amount', dollars: 180 });
    expect(readBill('unos $1,200', 'es')).toEqual({ kind: 'amount', dollars: 1200 });
    expect(readBill('$1.200', 'es')).toEqual({ kind: 'amount', dollars: 1200 });
    expect(readBill('entre 150 y 200 dólares', 'es')).toEqual({ kind: 'amount', dollars: 175 });
    expect(readBill('2 mil al año', 'es')).toEqual({ kind: 'amount', dollars: 166.67 });
    expect(readBill('$0', 'es')).toEqual({ kind: 'zero' });
    expect(readBill('nada, ya tenemos paneles', 'es')).toEqual({ kind: 'zero' });
    expect(readBill('900 kWh al mes', 'es')).toEqual({ kind: 'usage', annualKwh: 10_800 });
    expect(readBill('12,000 kWh al año', 'es')).toEqual({ kind: 'usage', annualKwh: 12_000 });
    expect(readBill('ni idea', 'es')).toEqual({ kind: 'unknown' });
    expect(readBill('hmm', 'es')).toBeNull();
  });

  it('reads goals, ways to pay and when', () => {
    expect(readGoals('ahorrar dinero y energía limpia', 'es')).toEqual(['lower my bill', 'clean energy']);
    expect(readGoals('respaldo en apagones', 'es')).toEqual(['backup power']);
    expect(readGoals('para mi perro', 'es')).toEqual(['para mi perro']);
    expect(readFinancing('de contado', 'es')).toBe('cash');
    expect(readFinancing('Préstamo', 'es')).toBe('loan');
    expect(readFinancing('arrendamiento', 'es')).toBe('lease');
    expect(readFinancing('un PPA', 'es')).toBe('ppa');
    expect(readFinancing('no estoy seguro', 'es')).toBe('unsure');
    expect(readFinancing('con trueque', 'es')).toBeNull();
    expect(readTimeline('lo antes posible', 'es')).toBe('asap');
    expect(readTimeline('en 3 meses', 'es')).toBe('3months');
    expect(readTimeline('en unos 6 meses', 'es')).toBe('6months');
    expect(readTimeline('solo estoy investigando', 'es')).toBe('later');
    expect(readTimeline('el martes', 'es')).toBeNull();
  });

  it('reads yes, no, skip, names and starting over', () => {
    expect(isYes('Sí', 'es')).toBe(true);
    expect(isYes('Acepto, resérvelo', 'es')).toBe(true);
    expect(isYes('No', 'es')).toBe(false);
    expect(isNo('No, gracias', 'es')).toBe(true);
    expect(isNo('sí', 'es')).toBe(false);
    expect(isSkip('saltar', 'es')).toBe(true);
    expect(isSkip('602 555 0100', 'es')).toBe(false);
    expect(isStartOver('Empezar de nuevo', 'es')).toBe(true);
    expect(isInfoStop('Eso es todo, gracias', 'es')).toBe(true);
    expect(isInfoContinue('Continuar para informarme', 'es')).toBe(true);
    expect(readName('Me llamo María García', 'es')).toBe('María García');
    expect(readName('soy josé', 'es')).toBe('José');
  });
});
