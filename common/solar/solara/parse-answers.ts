/**
 * Reading a homeowner's answers leniently ("about $180", "I rent", "it's a townhouse", "roof is 20 years
 * old"): each reader answers what it understood, or null when it did not, so the conversation asks again.
 * In a Spanish conversation (`locale` 'es') each reads Spanish ("soy dueño", "unos $180 al mes", "sin
 * sombra"), on the text folded to plain lower-case letters, so "dueño", "dueno" and "DUEÑO" read alike.
 * Pure, no I/O.
 */
import type {
  SolaraFinancing,
  SolaraHomeType,
  SolaraLocale,
  SolaraOwnership,
  SolaraShade,
  SolaraTimeline,
} from '../../schemas/solara';

const lower = (text: string) => text.toLowerCase().replace(/[’`]/g, "'").trim();

/** Lower case without accents or Spanish opening marks: "¿Sí, señor?" → "si, senor?". */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[¿¡]/g, '')
    .trim();
const has = (text: string, pattern: RegExp) => pattern.test(lower(text));

/** A US ZIP code in the text (5 digits, or ZIP+4), not part of a longer number. */
export function readZip(text: string): string | null {
  const match = /(?<![\d$])(\d{5})(?:-\d{4})?(?![\d,.])/.exec(text);
  return match ? match[1]! : null;
}

/** Something that reads as a street address: a house number and a word. */
export function looksLikeAddress(text: string): boolean {
  return /\b\d{1,6}\s+[a-z]/i.test(text) && /[a-z]{3,}/i.test(text);
}

export const YES =
  /^(y|yes|yeah|yep|yup|sure|ok|okay|please|of course|i agree|agree|sounds good|go ahead|book it|let's do it|continue)\b/;
export const NO = /^(n|no|nope|nah|not now|no thanks|no, thanks|not really|maybe later)\b/;
const YES_ES =
  /^(si|sip|claro|vale|dale|ok|okay|de acuerdo|estoy de acuerdo|acepto|por favor|adelante|reservelo|reservalo|reserva|perfecto|esta bien|bueno|continuar|sigue|seguir|por supuesto)\b/;
const NO_ES = /^(no|nop|nel|ahora no|mejor no|tal vez despues|quiza mas tarde|no gracias|no, gracias)\b/;
export const isYes = (text: string, locale: SolaraLocale = 'en') =>
  locale === 'es'
    ? YES_ES.test(fold(text)) && !NO_ES.test(fold(text))
    : YES.test(lower(text)) && !NO.test(lower(text));
export const isNo = (text: string, locale: SolaraLocale = 'en') =>
  locale === 'es' ? NO_ES.test(fold(text)) : NO.test(lower(text));

function readOwnershipEs(t: string): SolaraOwnership | null {
  if (
    /\b(alquil\w*|rent(o|a|amos|an|ando|ada|ado|ador|adores)|arrend(o|amos|ando|ada|ado|atario\w*)|inquilin\w*|casero|lo tenemos alquilado)\b/.test(
      t,
    )
  )
    return 'rent';
  if (
    /\b(duen[oa]s?|propietari\w*|es mia|es mio|es nuestr[oa]|nuestr[oa]|mi casa|mi propia|la compre|la compramos|lo compramos|hipoteca|si)\b/.test(
      t,
    )
  )
    return 'own';
  return null;
}

export function readOwnership(text: string, locale: SolaraLocale = 'en'): SolaraOwnership | null {
  if (locale === 'es') return readOwnershipEs(fold(text));
  const t = lower(text);
  if (
    /\b(rent|renting|renters?|tenants?|landlord|lease the (house|home|place|apartment|building|space|unit)|leasing|we lease|lease it)\b/.test(
      t,
    )
  )
    return 'rent';
  if (/\b(own|owner|homeowner|mine|bought|mortgage|my house|my home|i do)\b/.test(t)) return 'own';
  return null;
}

function readHomeTypeEs(t: string): SolaraHomeType | null {
  if (/\b(casa adosada|adosada|casa en hilera|town ?house|town ?home)\b/.test(t)) return 'townhouse';
  if (/\b(condominio|condo|apartamento|departamento|piso|co-?op)\b/.test(t)) return 'condo';
  if (/\b(movil|prefabricada|manufacturada|traila|trailer|remolque|modular)\b/.test(t)) return 'mobile';
  if (/\b(duplex|triplex|multifamiliar|dos familias|varias familias)\b/.test(t)) return 'multi-family';
  if (/\b(unifamiliar|independiente|casa|vivienda|rancho|cabana|chalet)\b/.test(t)) return 'single-family';
  return null;
}

export function readHomeType(text: string, locale: SolaraLocale = 'en'): SolaraHomeType | null {
  if (locale === 'es') return readHomeTypeEs(fold(text));
  const t = lower(text);
  if (/\b(town ?house|town ?home|row ?house|rowhome)\b/.test(t)) return 'townhouse';
  if (/\b(condo|condominium|apartment|flat|co-?op)\b/.test(t)) return 'condo';
  if (/\b(mobile|manufactured|trailer|modular)\b/.test(t)) return 'mobile';
  if (/\b(duplex|triplex|fourplex|multi-?family|two-?family)\b/.test(t)) return 'multi-family';
  if (/\b(single[- ]family|detached|house|bungalow|ranch|cottage|cabin|farmhouse|home)\b/.test(t))
    return 'single-family';
  return null;
}

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};

const WORD_NUMBERS_ES: Readonly<Record<string, number>> = {
  uno: 1,
  un: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  quince: 15,
  veinte: 20,
  treinta: 30,
};

function readRoofAgeEs(t: string): number | 'unknown' | null {
  if (/\b(no se|no lo se|ni idea|no estoy segur[oa]|desconozco|quien sabe)\b/.test(t)) return 'unknown';
  if (/\b(nuevo|nueva|recien (cambiado|puesto|hecho|instalado)|lo cambiamos este ano)\b/.test(t)) return 0;
  const under = /\b(?:menos de|por debajo de)\s+(\d{1,2})\b/.exec(t);
  if (under) return Math.floor(Number(under[1]) / 2);
  const over = /\b(?:mas de|por encima de)\s+(\d{1,2})\b/.exec(t);
  if (over) return Number(over[1]) + 1;
  const digits = /\b(\d{1,2})(?:\s*(?:-|a|y)\s*(\d{1,2}))?\s*(?:anos?)?\b/.exec(t);
  if (digits) {
    const a = Number(digits[1]);
    const b = digits[2] === undefined ? a : Number(digits[2]);
    const years = Math.round((a + b) / 2);
    if (years <= 80) return years;
  }
  for (const [word, n] of Object.entries(WORD_NUMBERS_ES))
    if (new RegExp(`\\b${word}\\b`).test(t) && /\banos?\b/.test(t)) return n;
  return null;
}

/** The roof's age in years; `unknown` when they do not know (accepted: the advisor checks it). */
export function readRoofAge(text: string, locale: SolaraLocale = 'en'): number | 'unknown' | null {
  if (locale === 'es') return readRoofAgeEs(fold(text));
  const t = lower(text);
  if (/\b(don't know|dont know|dunno|not sure|no idea|unsure|unknown|idk)\b/.test(t)) return 'unknown';
  if (
    /\b(brand new|new roof|just (replaced|redone|put on)|replaced (it )?(this|last) year|it's new|new)\b/.test(
      t,
    )
  )
    return 0;
  const under = /\b(?:under|less than|below|fewer than)\s+(\d{1,2})\b/.exec(t);
  if (under) return Math.floor(Number(under[1]) / 2);
  const over = /\b(?:over|more than|above)\s+(\d{1,2})\b/.exec(t);
  if (over) return Number(over[1]) + 1;
  const digits = /\b(\d{1,2})(?:\s*(?:-|to)\s*(\d{1,2}))?\s*(?:\+\s*)?(?:years?|yrs?|y\.?o\.?)?\b/.exec(t);
  if (digits) {
    const a = Number(digits[1]);
    const b = digits[2] === undefined ? a : Number(digits[2]);
    const years = Math.round((a + b) / 2);
    if (years <= 80) return years;
  }
  for (const [word, n] of Object.entries(WORD_NUMBERS))
    if (new RegExp(`\\b${word}\\b`).test(t) && /\b(years?|old)\b/.test(t)) return n;
  return null;
}

function readShadeEs(t: string): SolaraShade | null {
  if (/^no (lo )?se\b/.test(t)) return null;
  if (/\bno (hay|tiene|tenemos|da) mucha\b/.test(t)) return 'some';
  if (
    /\b(mucha sombra|muy sombread\w*|bastante sombra|muchos arboles|arboles grandes|todo el dia a la sombra|sombra total|casi todo el dia)\b/.test(
      t,
    )
  )
    return 'heavy';
  if (
    /\b(algo de sombra|poca sombra|un poco|parcial\w*|algunos arboles|un arbol|sombra (en|por) la (manana|tarde)|algo|poca|poco)\b/.test(
      t,
    )
  )
    return 'some';
  if (
    /\b(sin sombra|nada de sombra|ninguna|nada|sol todo el dia|pleno sol|soleado|no (hay|tiene|tenemos) sombra|no)\b/.test(
      t,
    )
  )
    return 'none';
  return null;
}

export function readShade(text: string, locale: SolaraLocale = 'en'): SolaraShade | null {
  if (locale === 'es') return readShadeEs(fold(text));
  const t = lower(text);
  if (
    /\b(heavy|heavily|lots of|a lot of|very shad|mostly shad|fully shad|full shade|dense|big trees|shady)\b/.test(
      t,
    )
  )
    return 'heavy';
  if (
    /\b(some|partial|partly|a little|a bit|a few|light|morning shade|afternoon shade|one tree|a tree)\b/.test(
      t,
    )
  )
    return 'some';
  if (/\b(no shade|none|no trees|full sun|sunny|nothing|not shaded|unshaded|clear|open|no)\b/.test(t))
    return 'none';
  return null;
}

export type BillAnswer =
  | { kind: 'amount'; dollars: number }
  | { kind: 'zero' }
  | { kind: 'usage'; annualKwh: number }
  | { kind: 'unknown' };

/** A number as written: "1,200", "1.2k", "180.50". */
function numberOf(raw: string, k: string | undefined): number {
  const n = Number(raw.replace(/,/g, ''));
  return k ? n * 1000 : n;
}

/** A number as a Spanish speaker may write it: "1,200", "1.200" (thousands), "2 mil", "180.50". */
function numberOfEs(raw: string, thousand: string | undefined): number {
  const grouped = /^\d{1,3}(\.\d{3})+$/.test(raw) ? raw.replace(/\./g, '') : raw.replace(/,/g, '');
  const n = Number(grouped);
  return thousand ? n * 1000 : n;
}

function readBillEs(t: string): BillAnswer | null {
  const usage = /(\d[\d,.]*)\s*(k|mil)?\s*(?:kwh|kilovatios?[- ]hora|kilowatts?[- ]hora)/.exec(t);
  if (usage) {
    const kwh = numberOfEs(usage[1]!, usage[2]);
    if (!(kwh > 0)) return null;
    const perYear = /\b(ano|anual|anuales|anualmente)\b/.test(t);
    const perMonth = /\b(mes|mensual|mensuales|mensualmente)\b/.test(t);
    const monthly = perMonth || (!perYear && kwh < 4000);
    return { kind: 'usage', annualKwh: Math.round(monthly ? kwh * 12 : kwh) };
  }
  if (/\b(no se|no lo se|ni idea|no estoy segur[oa]|no me acuerdo)\b/.test(t)) return { kind: 'unknown' };
  if (/\b(nada|cero|gratis|no pago|no pagamos|sin factura)\b/.test(t)) return { kind: 'zero' };
  const range = /\$?\s*(\d[\d,.]*)\s*(k|mil)?\s*(?:-|–|a|y|hasta)\s*\$?\s*(\d[\d,.]*)\s*(k|mil)?/.exec(t);
  if (range) {
    const mid = (numberOfEs(range[1]!, range[2]) + numberOfEs(range[3]!, range[4])) / 2;
    if (Number.isFinite(mid))
      return mid <= 0 ? { kind: 'zero' } : { kind: 'amount', dollars: Math.round(mid) };
  }
  const amount = /\$?\s*(\d[\d,.]*)\s*(k|mil)?/.exec(t);
  if (!amount) return null;
  let dollars = numberOfEs(amount[1]!.replace(/[.,]$/, ''), amount[2]);
  if (!Number.isFinite(dollars)) return null;
  if (dollars <= 0) return { kind: 'zero' };
  if (/\b(ano|anual|anuales|anualmente)\b/.test(t)) dollars /= 12;
  return { kind: 'amount', dollars: Math.round(dollars * 100) / 100 };
}

export function readBill(text: string, locale: SolaraLocale = 'en'): BillAnswer | null {
  if (locale === 'es') return readBillEs(fold(text));
  const t = lower(text);
  const usage = /(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(?:kwh|kilowatt[- ]hours?)/.exec(t);
  if (usage) {
    const kwh = numberOf(usage[1]!, usage[2]);
    if (kwh <= 0) return null;
    const perYear = /\b(year|yearly|annual|annually|a yr|per yr|\/yr)\b/.test(t);
    const perMonth = /\b(month|monthly|a mo|per mo|\/mo)\b/.test(t);
    // Unspecified: a figure under 4,000 kWh is a month's use (a year's would be a tiny flat).
    const monthly = perMonth || (!perYear && kwh < 4000);
    return { kind: 'usage', annualKwh: Math.round(monthly ? kwh * 12 : kwh) };
  }
  if (/\b(don't know|dont know|dunno|not sure|no idea|unsure|idk)\b/.test(t)) return { kind: 'unknown' };
  if (/\b(nothing|zero|free|no bill|don't pay|dont pay)\b/.test(t)) return { kind: 'zero' };
  const range = /\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(?:-|–|to)\s*\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?/.exec(t);
  if (range) {
    const a = numberOf(range[1]!, range[2]);
    const b = numberOf(range[3]!, range[4]);
    const mid = (a + b) / 2;
    return mid <= 0 ? { kind: 'zero' } : { kind: 'amount', dollars: Math.round(mid) };
  }
  const amount = /\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?/.exec(t);
  if (!amount) return null;
  let dollars = numberOf(amount[1]!, amount[2]);
  if (dollars <= 0) return { kind: 'zero' };
  // "2,400 a year" is a yearly bill.
  if (/\b(year|yearly|annual|annually)\b/.test(t)) dollars /= 12;
  return { kind: 'amount', dollars: Math.round(dollars * 100) / 100 };
}

const GOALS: readonly [string, RegExp][] = [
  ['lower my bill', /\b(save|saving|savings|money|bill|cheaper|cost|lower)\b/],
  [
    'clean energy',
    /\b(clean|green|environment|environmental|planet|climate|carbon|co2|emissions|renewable)\b/,
  ],
  ['backup power', /\b(backup|back-up|outage|outages|blackout|battery|batteries|power goes out)\b/],
  ['energy independence', /\b(independen\w*|off[- ]grid|self[- ]sufficien\w*|grid)\b/],
  ['home value', /\b(home value|resale|property value|value of my home|sell)\b/],
  ['electric car', /\b(ev|electric (car|vehicle)|tesla|charging)\b/],
];

const GOALS_ES: readonly [string, RegExp][] = [
  ['lower my bill', /\b(ahorr\w*|dinero|factura|recibo|barat\w*|costos?|bajar|pagar menos)\b/],
  [
    'clean energy',
    /\b(limpia|verde|medio ambiente|ambiental|planeta|clima|carbono|co2|emisiones|renovable)\b/,
  ],
  ['backup power', /\b(respaldo|apagon\w*|cortes? de (luz|energia)|bateria\w*|se va la luz)\b/],
  ['energy independence', /\b(independen\w*|autosuficien\w*|red electrica|fuera de la red)\b/],
  ['home value', /\b(valor de (la|mi) (casa|propiedad)|valor de la vivienda|plusvalia|vender)\b/],
  ['electric car', /\b((auto|carro|coche|vehiculo) electrico|tesla|cargar el (auto|carro|coche))\b/],
];

/** The homeowner's goals: known ones by their words, else what they wrote (short). */
export function readGoals(text: string, locale: SolaraLocale = 'en'): string[] {
  const t = locale === 'es' ? fold(text) : lower(text);
  const found = (locale === 'es' ? GOALS_ES : GOALS)
    .filter(([, pattern]) => pattern.test(t))
    .map(([goal]) => goal);
  if (found.length > 0) return found;
  const written = text.trim().slice(0, 120);
  return written === '' ? [] : [written];
}

function readFinancingEs(t: string): SolaraFinancing | null {
  if (/\b(ppa|compra de energia|contrato de compra)\b/.test(t)) return 'ppa';
  if (/\b(arrendamiento|arrendar|leasing|lease|renta(r)? (de )?(los )?paneles)\b/.test(t)) return 'lease';
  if (
    /\b(prestamo|financiamiento|financiar|financiado|financiacion|credito|pagos mensuales|mensualidades)\b/.test(
      t,
    )
  )
    return 'loan';
  if (/\b(contado|efectivo|de una vez|pago completo|cash|en una sola exhibicion)\b/.test(t)) return 'cash';
  if (/\b(no se|no estoy segur[oa]|ni idea|comparar|opciones|cualquiera|indecis\w*|todavia no)\b/.test(t))
    return 'unsure';
  return null;
}

export function readFinancing(text: string, locale: SolaraLocale = 'en'): SolaraFinancing | null {
  if (locale === 'es') return readFinancingEs(fold(text));
  const t = lower(text);
  if (/\b(ppa|power purchase)\b/.test(t)) return 'ppa';
  if (/\b(lease|leasing|rent the (panels|system))\b/.test(t)) return 'lease';
  if (/\b(loan|finance|financing|monthly payments?|borrow)\b/.test(t)) return 'loan';
  if (/\b(cash|pay (up ?front|outright|in full)|upfront|savings account|outright)\b/.test(t)) return 'cash';
  if (/\b(not sure|unsure|don't know|dont know|no idea|undecided|either|any|idk|compare|options)\b/.test(t))
    return 'unsure';
  return null;
}

function readTimelineEs(t: string): SolaraTimeline | null {
  if (
    /\b(lo antes posible|cuanto antes|ya|ahora|pronto|de inmediato|inmediatamente|este mes|urgente|rapido)\b/.test(
      t,
    )
  )
    return 'asap';
  if (
    /\b(investigando|solo mirando|viendo opciones|curiosidad|no se|algun dia|mas adelante|mas tarde|el proximo ano|el ano que viene|sin prisa|no hay prisa|eventualmente)\b/.test(
      t,
    )
  )
    return 'later';
  const months = /\b(\d{1,2})\s*(?:-|a)?\s*(\d{1,2})?\s*mes(?:es)?\b/.exec(t);
  if (months) {
    const n = Number(months[2] ?? months[1]);
    return n <= 3 ? '3months' : n <= 6 ? '6months' : 'later';
  }
  if (/\b(unos meses|un par de meses|pocos meses|este verano|esta primavera|este trimestre)\b/.test(t))
    return '3months';
  if (/\b(seis meses|medio ano|este ano|antes de fin de ano)\b/.test(t)) return '6months';
  return null;
}

export function readTimeline(text: string, locale: SolaraLocale = 'en'): SolaraTimeline | null {
  if (locale === 'es') return readTimelineEs(fold(text));
  const t = lower(text);
  if (/\b(asap|as soon as possible|right away|immediately|now|soon|this month|urgent|quickly)\b/.test(t))
    return 'asap';
  if (
    /\b(researching|just looking|browsing|curious|not sure|someday|later|next year|no rush|no hurry|eventually)\b/.test(
      t,
    )
  )
    return 'later';
  const months = /\b(\d{1,2})\s*(?:-|to)?\s*(\d{1,2})?\s*months?\b/.exec(t);
  if (months) {
    const n = Number(months[2] ?? months[1]);
    return n <= 3 ? '3months' : n <= 6 ? '6months' : 'later';
  }
  if (/\b(few months|couple of months|this season|this quarter|summer|spring)\b/.test(t)) return '3months';
  if (/\b(six months|half a year|this year|by the end of the year)\b/.test(t)) return '6months';
  return null;
}

/** A person's name from "my name is Ada Lovelace", "I'm Ada", "Ada" (and "me llamo Ana", "soy Ana"). */
export function readName(text: string, locale: SolaraLocale = 'en'): string | null {
  const stripped = text
    .trim()
    .replace(/^(hi|hello|hey)[,!.\s]+/i, '')
    .replace(/^(my name is|my name's|name is|i am|i'm|i’m|it's|it’s|this is|call me)\s+/i, '')
    .replace(locale === 'es' ? /^(hola[,!.\s]+)?(me llamo|mi nombre es|soy|llámeme|llameme)\s+/i : /^$/, '')
    .replace(/[.!]+$/, '')
    .trim();
  if (stripped === '' || stripped.length > 80) return null;
  if (/[@\d]/.test(stripped)) return null;
  if (!/^[\p{L}][\p{L}' .-]*$/u.test(stripped)) return null;
  return stripped
    .split(/\s+/)
    .map((w) => (w === w.toLowerCase() ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(' ');
}

export function readEmail(text: string): string | null {
  const match = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/.exec(text);
  return match ? match[0].toLowerCase() : null;
}

/** A US phone number, as (555) 123-4567; null when it is not ten digits (or 1 and ten). */
export function readPhone(text: string): string | null {
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export const isSkip = (text: string, locale: SolaraLocale = 'en') =>
  locale === 'es'
    ? /^(saltar|salta|omitir|paso|no|ninguno|no gracias|prefiero no|mejor no|n\/a)\b/.test(fold(text))
    : /^(skip|no|none|no thanks|rather not|i'd rather not|prefer not|n\/a|pass)\b/.test(lower(text));

export const isStartOver = (text: string, locale: SolaraLocale = 'en') =>
  locale === 'es'
    ? /^(empezar de nuevo|volver a empezar|empezar otra vez|comenzar de nuevo|reiniciar)\b/.test(fold(text))
    : /^(start over|restart|start again|reset)\b/.test(lower(text));

/** "That's all" at the information-only offer. */
export const isInfoStop = (text: string, locale: SolaraLocale = 'en') =>
  locale === 'es'
    ? /\b(eso es todo|es todo|nada mas|adios|basta|ya no|termin\w*)\b/.test(fold(text))
    : /\b(that's all|thats all|that’s all|bye|stop)\b/i.test(text);

/** "Go on" at the information-only offer. */
export const isInfoContinue = (text: string, locale: SolaraLocale = 'en') =>
  locale === 'es'
    ? /\b(continu\w*|sigue|siga|seguir|informacion|informarme|adelante|estimacion)\b/.test(fold(text))
    : /\b(continue|information|go on|estimate)\b/i.test(text);

export { has as textHas };
