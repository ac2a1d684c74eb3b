/**
 * Solara's curated FAQ: the questions and worries homeowners raise mid-conversation ("what if I sell the
 * house?", "is this a scam?"), each with an answer written and checked here, in English and Spanish. Solara
 * answers from these only: offline by the patterns below; with an AI provider, the model may map a free-text
 * worry onto one of the canonical questions (server/engine/nodes/solar-conversation/understand.ts), and the
 * answer is still this text. No answer promises a tax credit, a price or a saving the estimate does not show.
 * Pure.
 */

export type SolaraFaqLocale = 'en' | 'es';

export interface SolaraFaqEntry {
  id: string;
  /** The question as a homeowner would ask it; the provider maps free text onto it word for word. */
  question: Record<SolaraFaqLocale, string>;
  /** What marks the question or worry, on lower-cased text with plain apostrophes. */
  patterns: readonly RegExp[];
  answer: Record<SolaraFaqLocale, string>;
}

export const SOLARA_FAQ: readonly SolaraFaqEntry[] = [
  {
    id: 'tax-credit',
    question: { en: 'Is there a tax credit for solar?', es: '¿Hay un crédito fiscal para la energía solar?' },
    patterns: [
      /\b(tax credit|tax credits|itc|25d|48e|tax break|rebates?|incentives?|federal credit)\b/,
      /\b(crédito fiscal|credito fiscal|incentivos?|reembolsos?)\b/,
    ],
    answer: {
      en: 'The federal credit for panels a homeowner owns (25D) ended with 2025, so the estimate counts none. With a lease or PPA the company that owns the system may claim a business credit (48E) and reflect it in its price. State and utility incentives vary; an advisor checks what applies to you, and none is counted unless it is confirmed.',
      es: 'El crédito federal para paneles que son propiedad del dueño de casa (25D) terminó con 2025, así que el estimado no cuenta ninguno. Con un arrendamiento o un PPA, la empresa dueña del sistema puede reclamar un crédito comercial (48E) y reflejarlo en su precio. Los incentivos estatales y de la compañía eléctrica varían; un asesor revisa cuáles le corresponden, y no se cuenta ninguno sin confirmarlo.',
    },
  },
  {
    id: 'cost',
    question: { en: 'Isn’t solar too expensive?', es: '¿La energía solar no es demasiado cara?' },
    patterns: [
      /\b(too expensive|too much money|can't afford|cannot afford|costs? too much|pricey|no money down|upfront cost|out of pocket)\b/,
      /\b((muy|demasiado) car[oa]|no puedo pagar|no me alcanza|sin pago inicial|costo inicial)\b/,
    ],
    answer: {
      en: 'It costs money up front, which is why the estimate shows the price range, the first-year savings and the payback side by side. You can pay cash, or spread it with a loan, a lease or a PPA with little or nothing down; those cost more over the years, and the comparison shows each one’s total of payments so you can judge. Getting two or three quotes is always sensible.',
      es: 'Tiene un costo inicial; por eso el estimado muestra juntos el rango de precio, el ahorro del primer año y el plazo de recuperación. Puede pagar al contado, o repartirlo con un préstamo, un arrendamiento o un PPA con poco o nada de pago inicial; esas opciones cuestan más con los años, y la comparación muestra el total de pagos de cada una para que usted decida. Siempre es sensato pedir dos o tres cotizaciones.',
    },
  },
  {
    id: 'moving',
    question: { en: 'What if I sell my house or move?', es: '¿Qué pasa si vendo la casa o me mudo?' },
    patterns: [
      /\b(sell (my|the) (house|home)|selling (my|the) (house|home)|if i move|we move|moving|relocat\w*|resale)\b/,
      /\b(vendo la casa|vender la casa|me mudo|nos mudamos|mudarme|mudanza)\b/,
    ],
    answer: {
      en: 'Panels you own go with the house, and studies of US home sales (Lawrence Berkeley National Laboratory) found buyers paid more for homes with owned solar. A solar loan is paid off at the sale or taken over where the lender allows it. A lease or PPA passes to the buyer if they qualify, or is bought out; ask for the transfer terms in writing before you sign.',
      es: 'Los paneles que usted compra se quedan con la casa, y estudios de ventas de casas en EE. UU. (Lawrence Berkeley National Laboratory) encontraron que los compradores pagaron más por casas con paneles propios. Un préstamo solar se paga al vender, o lo asume el comprador si el prestamista lo permite. Un arrendamiento o PPA pasa al comprador si califica, o se liquida; pida por escrito las condiciones de traspaso antes de firmar.',
    },
  },
  {
    id: 'roof',
    question: { en: 'Will the panels damage my roof?', es: '¿Los paneles dañan el techo?' },
    patterns: [
      /\b(damage|leak|leaks|leaking|holes? in (my|the) roof|roof warranty|new roof|replace (my|the) roof)\b/,
      /\b(dañ\w*|gotera\w*|filtraci\w*|techo nuevo|cambiar el techo)\b/,
    ],
    answer: {
      en: 'Mounts are bolted into the rafters and sealed with flashing; done properly they do not leak. Ask the installer for their workmanship warranty in writing, and whether it covers roof penetrations. If the roof will need replacing within a few years, it is cheaper to do that first, since panels have to come off for it.',
      es: 'Los soportes se atornillan a las vigas y se sellan con tapajuntas; bien instalados no gotean. Pida por escrito la garantía de mano de obra del instalador y si cubre las perforaciones del techo. Si el techo necesitará cambiarse en pocos años, conviene hacerlo primero, porque hay que quitar los paneles para ello.',
    },
  },
  {
    id: 'weather',
    question: {
      en: 'Does solar work when it’s cloudy or in winter?',
      es: '¿Funciona la energía solar cuando está nublado o en invierno?',
    },
    patterns: [
      /\b(cloudy|clouds|rain|rainy|snow|winter|overcast|not sunny|fog)\b/,
      /\b(nublado|nubes|lluvia|nieve|invierno)\b/,
    ],
    answer: {
      en: 'Panels make less on cloudy days and in winter, and that is already in the estimate: it simulates every hour of a typical year from NREL’s weather data for the station nearest you, so the monthly chart shows the low months as well as the high ones.',
      es: 'Los paneles producen menos en días nublados y en invierno, y eso ya está en el estimado: simula cada hora de un año típico con los datos meteorológicos de NREL de la estación más cercana a usted, así que la gráfica mensual muestra los meses bajos y los altos.',
    },
  },
  {
    id: 'maintenance',
    question: {
      en: 'How long do panels last, and what maintenance do they need?',
      es: '¿Cuánto duran los paneles y qué mantenimiento necesitan?',
    },
    patterns: [
      /\b(maintenance|maintain|clean(ing)?|how long (do|does|will) (they|it|panels?) last|lifespan|life span|wear out|degrad\w*)\b/,
      /\b(mantenimiento|limpi\w*|cu[aá]nto duran|vida [uú]til|se desgastan)\b/,
    ],
    answer: {
      en: 'Panels have no moving parts and usually carry a 25-year performance warranty. They slowly make less, about 0.5% a year, which the 25-year figures assume. Rain does most of the cleaning. The inverter is the part most likely to need replacing once in that time; ask what its warranty covers.',
      es: 'Los paneles no tienen piezas móviles y suelen tener una garantía de rendimiento de 25 años. Producen un poco menos cada año, alrededor de 0.5 %, lo que ya suponen las cifras a 25 años. La lluvia hace casi toda la limpieza. El inversor es la pieza que más probablemente habrá que cambiar una vez en ese tiempo; pregunte qué cubre su garantía.',
    },
  },
  {
    id: 'outage',
    question: {
      en: 'Will solar keep my power on in an outage?',
      es: '¿La energía solar me da luz durante un apagón?',
    },
    patterns: [
      /\b(outages?|blackouts?|power (goes|went) out|power cuts?|grid (goes )?down|backup)\b/,
      /\b(apag[oó]n|apagones|se va la luz|corte de luz|respaldo)\b/,
    ],
    answer: {
      en: 'Not on its own: panels connected to the grid switch off in an outage so they cannot send power onto lines crews are repairing. To keep some circuits on, you need a battery with a backup setup; an advisor sizes it to what you want to keep running, and it is priced separately.',
      es: 'No por sí sola: los paneles conectados a la red se apagan durante un apagón para no enviar electricidad a las líneas que se están reparando. Para mantener algunos circuitos encendidos se necesita una batería con respaldo; un asesor la dimensiona según lo que usted quiera mantener funcionando, y se cotiza aparte.',
    },
  },
  {
    id: 'trust',
    question: {
      en: 'Is this a scam? Do I have to commit to anything?',
      es: '¿Es una estafa? ¿Tengo que comprometerme a algo?',
    },
    patterns: [
      /\b(scam|fraud|legit|trust you|pressure|commit|obligation|catch|hidden fees?|sign today)\b/,
      /\b(estafa|fraude|confiar|presi[oó]n|compromiso|obligaci[oó]n|cargos ocultos)\b/,
    ],
    answer: {
      en: 'This is a non-binding estimate: you commit to nothing by chatting or booking a consultation. Good practice with any installer: get more than one quote, check their licence, never sign on the day of a visit, and read the total of payments, any dealer fee and the APR before you sign a loan.',
      es: 'Esto es un estimado sin compromiso: no se compromete a nada por conversar ni por reservar una consulta. Buena práctica con cualquier instalador: pida más de una cotización, verifique su licencia, nunca firme el mismo día de la visita y lea el total de pagos, cualquier cargo del distribuidor y la tasa (APR) antes de firmar un préstamo.',
    },
  },
  {
    id: 'export',
    question: {
      en: 'What happens to the power I don’t use?',
      es: '¿Qué pasa con la electricidad que no uso?',
    },
    patterns: [
      /\b(net metering|net billing|sell (it )?back|excess (power|energy)|extra (power|energy)|export\w*|don't use)\b/,
      /\b(medici[oó]n neta|vender a la red|excedente|sobrante|no uso)\b/,
    ],
    answer: {
      en: 'What you do not use at the moment goes to the grid, and your utility credits it under your state’s rules: at the full retail rate with net metering, or at a lower export rate with net billing. The estimate’s savings use your state’s rule as its assumptions list it, and an advisor checks your utility’s current tariff.',
      es: 'Lo que no usa en el momento va a la red, y su compañía eléctrica se lo acredita según las reglas de su estado: a la tarifa completa con medición neta, o a una tarifa menor de exportación con facturación neta. El ahorro del estimado usa la regla de su estado, como lo indican sus supuestos, y un asesor revisa la tarifa vigente de su compañía.',
    },
  },
  {
    id: 'privacy',
    question: {
      en: 'Why do you need my contact details?',
      es: '¿Para qué necesitan mis datos de contacto?',
    },
    patterns: [
      /\b(why do you need|why (do|should) i give|my (data|information|details|number|email)|spam|sell my (data|information)|privacy)\b/,
      /\b(para qu[eé] (necesitan|quieren)|mis datos|privacidad|correo basura)\b/,
    ],
    answer: {
      en: 'Only so an advisor can follow up on this estimate and any consultation you book, as the consent text says. The phone number is optional, and you can withdraw consent at any time.',
      es: 'Solo para que un asesor le dé seguimiento a este estimado y a la consulta que reserve, como dice el texto de consentimiento. El teléfono es opcional y puede retirar su consentimiento en cualquier momento.',
    },
  },
  {
    id: 'accuracy',
    question: { en: 'How accurate is this estimate?', es: '¿Qué tan preciso es este estimado?' },
    patterns: [
      /\b(how accurate|accuracy|is (this|it) (real|accurate|reliable)|how (do|did) you (calculate|know)|where do (these|the) numbers)\b/,
      /\b(qu[eé] tan preciso|precisi[oó]n|c[oó]mo (lo )?calcul\w*|de d[oó]nde salen)\b/,
    ],
    answer: {
      en: 'The production figures come from a model built like NREL’s PVWatts: sun position, the tilt and direction of the panels, temperature and 14.08% standard system losses over a typical year of local weather; on reference cities it lands within a few percent of PVWatts itself. Your roof’s real shade and direction can move it more, which the advisor’s visit measures.',
      es: 'Las cifras de producción salen de un modelo como PVWatts de NREL: posición del sol, inclinación y orientación de los paneles, temperatura y 14.08 % de pérdidas estándar del sistema sobre un año típico del clima local; en ciudades de referencia queda a pocos puntos porcentuales del propio PVWatts. La sombra y la orientación reales de su techo pueden cambiarlo más, y eso lo mide la visita del asesor.',
    },
  },
  {
    id: 'hoa',
    question: {
      en: 'Can my HOA stop me from going solar?',
      es: '¿Puede mi asociación de propietarios impedirme instalar paneles?',
    },
    patterns: [
      /\b(hoa|homeowners? association|association rules|covenants?)\b/,
      /\b(asociaci[oó]n de (propietarios|vecinos)|reglamento)\b/,
    ],
    answer: {
      en: 'Many states limit how far an HOA can restrict solar, but most let it set reasonable rules on placement and looks. An advisor can prepare what your association asks for; check its rules before you sign.',
      es: 'Muchos estados limitan cuánto puede restringir una asociación de propietarios la energía solar, pero la mayoría le permite fijar reglas razonables sobre ubicación y apariencia. Un asesor puede preparar lo que su asociación pida; revise sus reglas antes de firmar.',
    },
  },
];

const plain = (text: string) => text.toLowerCase().replace(/[’`]/g, "'").trim();

/**
 * Whether a message asks something or raises a worry, rather than answering: a question mark, or a question
 * or worry word at its start ("what if…", "I'm worried…", "¿qué pasa si…").
 */
export function asksSomething(text: string): boolean {
  const t = plain(text);
  return (
    t.includes('?') ||
    /^(what|how|why|is|isn't|are|aren't|does|doesn't|do|don't|can|could|will|would|should|i'm worried|im worried|worried|i heard|isnt)\b/.test(
      t,
    ) ||
    /^¿?(qu[eé]|c[oó]mo|por qu[eé]|cu[aá]nto|puede|funciona|es|hay|me preocupa|o[ií] que)(?!\p{L})/u.test(t)
  );
}

/** The FAQ entry a message asks about, or null. Only a message that asks something is matched. */
export function matchFaq(text: string): SolaraFaqEntry | null {
  if (!asksSomething(text)) return null;
  const t = plain(text);
  return SOLARA_FAQ.find((entry) => entry.patterns.some((p) => p.test(t))) ?? null;
}
