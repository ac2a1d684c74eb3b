/**
 * Solara en español (US Hispanic homeowners, "usted"): every string it says or shows (see ./catalogue.ts).
 * Money as "$180" and numbers grouped as in the US ("1,234.5", as es-US writes them); dates by Intl 'es-US'.
 */
import { dollars, type SolaraCatalogue } from './catalogue';

const MONTH = new Intl.DateTimeFormat('es-US', { month: 'short', timeZone: 'UTC' });
const number = (n: number) => n.toLocaleString('es-US');
const panels = (n: number) => `${number(n)} ${n === 1 ? 'panel' : 'paneles'}`;

export const es: SolaraCatalogue = {
  locale: 'es',
  intl: 'es-US',
  greeting:
    'Hola, soy Solara. En unos dos minutos puedo calcular lo que la energía solar haría por su casa: el tamaño del sistema, el precio, el ahorro y en cuánto tiempo se paga solo, con todos los supuestos a la vista.',
  consentText:
    'Al reservar, usted acepta que un asesor solar le contacte por teléfono, mensaje de texto o correo electrónico, con los datos que nos dio, sobre esta consulta y su estimación. El consentimiento no es una condición de compra. Puede retirarlo en cualquier momento respondiendo STOP o pidiéndonoslo.',
  questions: {
    zip: '¿Cuál es su código postal (ZIP)? (También sirve su dirección con el código postal.)',
    ownership: { text: '¿Es usted dueño de su casa, o la alquila?', quickReplies: ['Soy dueño', 'Alquilo'] },
    homeType: {
      text: '¿Qué tipo de vivienda es?',
      quickReplies: ['Casa unifamiliar', 'Casa adosada', 'Condominio', 'Casa móvil'],
    },
    roofAge: {
      text: '¿Qué edad tiene el techo, más o menos?',
      quickReplies: ['Menos de 5 años', 'Unos 10 años', 'Unos 20 años', 'No sé'],
    },
    shade: {
      text: '¿Cuánta sombra recibe el techo durante el día?',
      quickReplies: ['Sin sombra', 'Algo de sombra', 'Mucha sombra'],
    },
    bill: '¿Cuánto paga de luz al mes, en promedio? Una cifra aproximada está bien.',
    billUsage: '¿Cuántos kWh indica su factura, al mes o al año? (“900 kWh al mes”)',
    goals: {
      text: '¿Qué es lo que más le importa de la energía solar?',
      quickReplies: ['Bajar mi factura', 'Energía limpia', 'Respaldo en apagones', 'Valor de la casa'],
    },
    financing: 'Si sigue adelante, ¿cómo le gustaría pagar?',
    financingThirdParty:
      'Si sigue adelante, ¿cómo le gustaría pagar? (Con un arrendamiento o un PPA, una empresa es dueña de los paneles y usted paga una cuota mensual o por la energía que producen.)',
    financeLabels: { cash: 'Contado', loan: 'Préstamo', lease: 'Arrendamiento', ppa: 'PPA' },
    notSure: 'No estoy seguro',
    timeline: {
      text: '¿Cuándo le gustaría instalarlo?',
      quickReplies: ['Lo antes posible', 'En 3 meses', 'En 6 meses', 'Solo estoy investigando'],
    },
    name: 'Unos datos para que un asesor pueda darle seguimiento. ¿Cuál es su nombre?',
    email: (first) => `Gracias${first ? `, ${first}` : ''}. ¿Cuál es su correo electrónico?`,
    phone: { text: '¿Y un número de teléfono? Puede saltar esta pregunta.', quickReplies: ['Saltar'] },
    booking: (brand) =>
      `¿Le gustaría una consulta gratuita con un asesor de ${brand} para revisar el techo y afinar estas cifras? Dígame cuándo le conviene, por ejemplo “el próximo martes por la tarde” o “mañana a las 10”.`,
    bookingReplies: ['Mañana por la mañana', 'El próximo martes por la tarde', 'No, gracias'],
    infoChoice: {
      text: '¿Sigo con una estimación a título informativo?',
      quickReplies: ['Continuar para informarme', 'Eso es todo, gracias'],
    },
    pickSlot: '¿Qué horario le conviene?',
    anotherTime: 'Otro horario',
    consent: (slot, consentText) =>
      `${slot ?? 'Ese horario'}. Antes de reservarlo, por favor lea: “${consentText}” ¿Está de acuerdo?`,
    consentReplies: ['Acepto, resérvelo', 'No'],
    done: {
      text: 'Gracias por conversar. Diga “empezar de nuevo” para una nueva estimación.',
      quickReplies: ['Empezar de nuevo'],
    },
  },
  hints: {
    zip: 'Necesito un código postal de cinco dígitos para encontrar los datos de sol de su zona, por ejemplo 85004.',
    infoChoice: 'Diga “continuar” para una estimación a título informativo, o “eso es todo”.',
    ownership: 'Perdone, no le entendí. ¿Es dueño de la casa, o la alquila?',
    homeType: 'Perdone, no le entendí: ¿una casa, una casa adosada, un condominio o una casa móvil?',
    roofAge: 'Perdone, no le entendí. ¿Cuántos años tiene el techo, más o menos?',
    shade: 'Perdone, no le entendí: ¿sin sombra, algo de sombra o mucha sombra?',
    bill: 'Perdone, no le entendí. ¿Cuánto paga de luz al mes, más o menos, en dólares?',
    financing:
      'Perdone, no le entendí: ¿al contado, con un préstamo, un arrendamiento, un PPA, o todavía no está seguro?',
    timeline: 'Perdone, no le entendí. ¿Pronto, dentro de unos meses, o más adelante?',
    name: '¿Qué nombre debe usar el asesor?',
    email:
      'Eso no parece un correo electrónico. ¿Podría revisarlo? Ahí le envío la estimación y la confirmación de la cita.',
    phone:
      'Eso no parece un número de teléfono de EE. UU. (diez dígitos). Inténtelo de nuevo, o diga “saltar”.',
    time: {
      text: 'Perdone, no entendí el día o la hora. Pruebe con “el viernes por la mañana”, “mañana a las 10” o “lo antes posible”.',
      quickReplies: ['Lo antes posible', 'Mañana por la mañana', 'No, gracias'],
    },
    consent: 'Por favor, diga “acepto” para reservar este horario, o “no”.',
  },
  replies: {
    startOver: 'Empezar de nuevo',
    letGo: 'No hay problema, eso lo dejo para el asesor.',
    infoStop: 'Gracias por su visita. ¡Mucha suerte con sus planes de energía!',
    doneAgain: '¡Gracias por conversar! Diga “empezar de nuevo” para una nueva estimación.',
    sharedRoof:
      'Con un techo compartido, normalmente los dueños del edificio o la asociación tienen que estar de acuerdo; un asesor puede ayudarle con eso.',
    oldRoof:
      'Un techo de esa edad quizá haya que cambiarlo antes de poner paneles; un asesor lo revisaría primero.',
    heavyShade:
      'Mucha sombra reduce lo que producen los paneles. La estimación supone pérdidas típicas; un asesor mediría las suyas.',
    zipForAddress:
      'Gracias. ¿Cuál es el código postal de ahí? Lo uso para encontrar los datos de sol de su zona.',
    zeroBill: {
      text: 'Una factura de $0 suele significar que paneles o créditos ya cubren su consumo, o que otra persona la paga, así que no hay nada que ahorrar en ella. Para calcular el tamaño del sistema necesito lo que pagaría sin eso: una factura mensual típica, o los kWh que indica su factura.',
      quickReplies: ['Calcular con mi consumo', 'Unos $100', 'Unos $150'],
    },
    billUnknown: {
      text: 'Una cifra aproximada está bien: la mayoría de los hogares pagan entre $100 y $250 al mes. ¿Cuánto paga usted, más o menos?',
      quickReplies: ['Unos $100', 'Unos $150', 'Unos $250'],
    },
    usageFailed:
      'Perdone, aquí no pude calcular el tamaño a partir del consumo. ¿Cuánto es la factura mensual, en dólares?',
    billTooHigh:
      'Eso parece demasiado alto para la factura mensual de una casa. ¿Cuánto paga en un mes típico, en dólares?',
    // The tools answer in English; a Spanish conversation says what happened in its own words.
    estimateFailed: () => 'No pude hacer la estimación en este momento. ¿Podría darme la factura otra vez?',
    zipFailed: () => 'No encuentro datos de sol para ese código postal. ¿Podría revisarlo?',
    rentNote:
      'Gracias por decírmelo. Como usted alquila, poner paneles en el techo es decisión del dueño de la vivienda. Hay dos caminos para quienes alquilan: hablar con el dueño (algunos comparten el ahorro con sus inquilinos), o la energía solar comunitaria, en la que usted se suscribe a una parte de un parque solar local y recibe créditos en su factura, sin necesidad de techo, si su estado la ofrece. Aun así, puedo calcular lo que produciría esta vivienda, a título informativo y sin llamadas de ventas.',
    rentClosing:
      'Esto es solo informativo: como usted alquila, no voy a reservar una llamada de ventas. Si al dueño le interesa, puede conversar conmigo para obtener su propia cotización; la energía solar comunitaria es el otro camino, si su estado la ofrece.',
    outOfAreaClosing: (brand) =>
      `Esto es solo informativo: ${brand} no instala en su zona, así que no voy a reservar una consulta.`,
    outOfArea: (brand, zip, area) =>
      `${brand} no instala en el código postal ${zip}: trabajamos en ${area}. Aun así, puedo calcular lo que haría la energía solar ahí, a título informativo.`,
    tooManySteps: 'Demasiados pasos para un solo mensaje.',
  },
  booking: {
    declined: {
      text: 'No hay problema, no lo reservo. ¿Le convendría otro horario? Dígame cuándo, o diga “no, gracias”.',
      quickReplies: ['Lo antes posible', 'La próxima semana', 'No, gracias'],
    },
    notBooked: 'No hay problema. ¡Gracias por conversar!',
    declinedSaved:
      'No hay problema. Su estimación queda guardada con sus datos; sin su consentimiento nadie le llamará ni le enviará mensajes. ¡Gracias por conversar!',
    slotsFailed:
      'No pude consultar los horarios disponibles en este momento. Por favor, inténtelo de nuevo en un minuto.',
    saveFailed: 'No pude guardar sus datos en este momento. Por favor, inténtelo de nuevo en un minuto.',
    taken: 'Perdone, alguien acaba de reservar ese horario.',
    bookFailed: () => 'No pude reservar ese horario. ¿Le convendría otro? Dígame cuándo.',
    booked: (slot, brand, email) =>
      `Listo, su cita quedó reservada: ${slot}. Un asesor de ${brand} revisará su estimación con usted.${email ? ` Le enviamos una confirmación a ${email}.` : ''}`,
    demonstrationNoHours:
      'Esta es la Solara de la propia plataforma, una demostración: aquí todavía ningún instalador atiende consultas, así que no hay horarios para reservar. La estimación de arriba es suya. Los instaladores ponen su propia Solara en su sitio web, donde reserva consultas en su horario.',
    noOpenTimes: {
      text: 'No hay horarios disponibles en las próximas dos semanas. ¿Quiere probar con fechas más adelante?',
      quickReplies: ['La próxima semana', 'No, gracias'],
    },
    exactNotOpen: 'Esa hora exacta no está disponible, pero estas sí:',
    open: 'Estos horarios están disponibles:',
    nearest: 'No hay nada disponible en ese momento. Los horarios disponibles más cercanos son:',
  },
  area: {
    whole: 'todo EE. UU.',
    zipPrefixes: (prefixes) => `los códigos postales que empiezan por ${prefixes}`,
    and: 'y',
  },
  card: {
    label: 'Estimación no vinculante',
    noFederalCredit:
      'No se cuenta ningún crédito fiscal federal: el crédito residencial por energía limpia (25D) terminó para los sistemas instalados después de 2025.',
    thirdPartyCredit:
      'Con un arrendamiento o un PPA, la empresa dueña del sistema puede reclamar un crédito federal (48E) y reflejarlo en su precio; usted no reclamaría ninguno.',
    summary: (c) => {
      const payback =
        c.paybackLow === null
          ? 'no se pagaría solo en 25 años'
          : c.paybackLow === c.paybackHigh || c.paybackHigh === null
            ? `se paga solo en unos ${number(c.paybackLow)} ${c.paybackLow === 1 ? 'año' : 'años'}`
            : `se paga solo en unos ${number(c.paybackLow)}–${number(c.paybackHigh)} años`;
      return (
        `Esta es su estimación no vinculante: un sistema de ${number(c.systemKw)} kW (${panels(c.panelCount)}) que produce unos ` +
        `${number(c.annualKwh)} kWh al año, por ${dollars(c.low)}–${dollars(c.high)}. ` +
        `Le ahorraría unos ${dollars(c.firstYear)} el primer año, y ${payback}. ` +
        'No se cuenta ningún crédito fiscal federal.'
      );
    },
    assumptions: {
      price: (low, high) => [
        'Precio',
        `$${low.toFixed(2)}–$${high.toFixed(2)} por vatio instalado, antes de cualquier incentivo estatal o de la compañía eléctrica`,
      ],
      rate: (cents, source) => ['Tarifa eléctrica', `${cents} ¢/kWh (${source})`],
      rateSource: (kind, state, name) =>
        kind === 'given'
          ? 'indicada'
          : kind === 'median'
            ? `mediana de los promedios estatales de EE. UU. (${name}); ${state} no está en la tabla`
            : `promedio de ${state} (${name})`,
      escalator: (pct) => ['Aumento de la tarifa', `${pct}% al año`],
      exported: (netMetering) => [
        'Energía exportada',
        netMetering ? 'medición neta (crédito a la tarifa completa)' : 'facturación neta',
      ],
      panels: (watts, azimuth, tilt) => [
        'Paneles',
        `${watts} W cada uno, orientados a ${azimuth}° con ${tilt}° de inclinación`,
      ],
      losses: (pct) => ['Pérdidas del sistema', `${pct}% (suciedad, sombra, cableado y más)`],
      ageing: (pct) => ['Envejecimiento', `${pct}% menos producción cada año`],
      weather: (station, km) => [
        'Clima',
        `${station}, a ${km} km (días típicos NREL TMY3 de la más cercana de 1,020 estaciones; datos públicos de EE. UU.)`,
      ],
      co2: (tonnes, source) => ['CO2', `${tonnes} t por kWh (${source})`],
      federalCredit: ['Crédito fiscal federal', 'no se cuenta ninguno'],
      model: () => [
        'Modelo',
        'al estilo de PVWatts v8: posición solar de NOAA, cielo de Perez (1990), modificadores de la cubierta de vidrio y del espectro, temperatura de celda de Fuentes, inversor con carga parcial y recorte',
      ],
    },
  },
  ui: {
    estimateTitle: 'Su estimación solar',
    month: (date) => MONTH.format(date).replace(/\.$/, ''),
    systemSize: 'Tamaño del sistema',
    panels,
    production: 'Producción',
    kwhPerYear: (kwh) => `${number(kwh)} kWh/año`,
    ofYourUse: (pct) => `${pct}% de su consumo`,
    priceRange: 'Rango de precio',
    firstYearSavings: 'Ahorro el primer año',
    payback: 'Se paga solo en',
    paybackValue: (low, high) =>
      low === null
        ? 'más de 25 años'
        : high === null || high === low
          ? `unos ${number(low)} años`
          : `${number(low)}–${number(high)} años`,
    overYears: (text) => `${text} en 25 años`,
    co2Avoided: 'CO2 evitado',
    tonnesPerYear: (t) => `${number(t)} t/año`,
    assumptions: 'Supuestos',
    assumptionsTitle: 'Lo que supone esta estimación',
    assumptionsIntro: (station, km) =>
      `Una estimación no vinculante con el clima de ${station} (a ${km} km). Un asesor revisa su techo antes de cualquier cotización.`,
    co2Source: 'Fuente del CO2',
    monthlyChart: 'Producción estimada por mes, kWh',
    openTimes: 'Horarios disponibles',
    booked: 'Consulta reservada',
    you: 'Usted:',
    typing: 'Solara está escribiendo…',
    typingLabel: 'Solara está escribiendo',
    suggested: 'Respuestas sugeridas',
    messageLabel: 'Su mensaje para Solara',
    placeholder: 'Escriba su respuesta…',
    send: 'Enviar',
    conversation: 'Conversación con Solara',
    failed: 'Solara no pudo responder en este momento. Por favor, inténtelo de nuevo.',
    embed: {
      title: 'Estimación solar',
      launcher: 'Obtenga una estimación solar',
      chatWith: 'Converse con {brand}',
      close: 'Cerrar',
      send: 'Enviar',
      placeholder: 'Escriba su respuesta',
      messageLabel: 'Su mensaje',
      openTimes: 'Horarios disponibles',
      booked: 'Reservado: ',
      estimateLines: [
        '{kw} kW, {panels} paneles',
        '{kwh} kWh al año',
        '{low} a {high}',
        '{saved} de ahorro el primer año',
      ],
      failed: 'Solara no pudo responder en este momento.',
      unavailable: 'Este chat no está disponible aquí.',
      numbers: 'es-US',
    },
  },
  variants: {
    residential: {
      greeting: null,
      questions: {},
      afterEstimate: null,
      assumptions: [],
      rent: null,
      billUnknown: null,
      billTooHigh: null,
      sampleAnswers: ['85004', 'Soy dueño', 'Casa unifamiliar', 'Unos 10 años', 'Sin sombra', 'Unos $180'],
    },
    battery: {
      greeting:
        'Hola, soy Solara. ¿Está pensando en una batería para los apagones o para usar su energía solar de noche? En unos dos minutos puedo calcular la parte solar para su casa: tamaño, precio, ahorro y en cuánto tiempo se paga sola, con todos los supuestos a la vista. Después, un asesor dimensiona la batería con usted.',
      questions: {
        goals: {
          text: '¿Qué le gustaría que hiciera la batería?',
          quickReplies: [
            'Respaldo en apagones',
            'Usar mi energía solar de noche',
            'Bajar mi factura',
            'Todavía no sé',
          ],
        },
      },
      afterEstimate:
        'Sobre la batería: esta estimación cubre solo los paneles. La batería se dimensiona según lo que usted quiera mantener funcionando durante un apagón, y el asesor le da el precio. El crédito federal para baterías en el hogar (25D) también terminó con 2025, así que no se cuenta ninguno.',
      assumptions: [
        {
          label: 'Batería',
          value: 'no incluida en el precio ni en el ahorro; un asesor la dimensiona y le pone precio',
        },
      ],
      rent: null,
      billUnknown: null,
      billTooHigh: null,
      sampleAnswers: [
        '85004',
        'Soy dueño',
        'Casa unifamiliar',
        'Unos 10 años',
        'Algo de sombra',
        'Unos $220',
      ],
    },
    commercial: {
      greeting:
        'Hola, soy Solara. En unos dos minutos puedo calcular lo que un sistema solar en el techo haría por su negocio: su tamaño, precio, ahorro y en cuánto tiempo se paga solo, con todos los supuestos a la vista.',
      questions: {
        zip: {
          text: '¿Cuál es el código postal del edificio? (También sirve su dirección con el código postal.)',
        },
        ownership: {
          text: '¿El edificio es propiedad del negocio, o lo alquilan?',
          quickReplies: ['El edificio es nuestro', 'Lo alquilamos'],
          hint: 'Perdone, no le entendí. ¿El edificio es propiedad del negocio, o lo alquilan?',
        },
        homeType: {
          text: '¿Qué tipo de edificio es?',
          quickReplies: ['Oficina', 'Almacén', 'Tienda', 'Restaurante', 'Otro'],
          hint: 'Perdone, no le entendí: ¿una oficina, un almacén, una tienda, un restaurante u otro tipo?',
        },
        bill: {
          text: '¿Cuánto paga el negocio de luz al mes, en promedio? Una cifra aproximada está bien.',
          hint: 'Perdone, no le entendí. ¿Cuánto paga el negocio de luz al mes, más o menos, en dólares?',
        },
        goals: {
          text: '¿Qué es lo que más le importa al negocio de la energía solar?',
          quickReplies: [
            'Bajar los costos de operación',
            'Metas de sostenibilidad',
            'Respaldo en apagones',
            'Valor de la propiedad',
          ],
        },
      },
      afterEstimate:
        'Esto usa la tarifa eléctrica residencial promedio del estado. Las tarifas comerciales suelen ser más bajas por kWh y añaden cargos por demanda, que cambian el ahorro; un asesor trabaja con las facturas reales del negocio.',
      assumptions: [
        {
          label: 'Tarifa comercial',
          value:
            'no modelada: se usa la tarifa residencial promedio del estado; no se cuentan los cargos por demanda',
        },
      ],
      rent: {
        note: 'Gracias por decírmelo. Como el negocio alquila el edificio, poner paneles en el techo es decisión del dueño del edificio: muchos dueños instalan paneles y comparten el ahorro a través del contrato de arrendamiento, y la energía solar comunitaria, si su estado la ofrece, no necesita techo. Aun así, puedo calcular lo que podría producir este techo, a título informativo y sin llamadas de ventas.',
        closing:
          'Esto es solo informativo: como el negocio alquila el edificio, no voy a reservar una llamada de ventas. Si al dueño del edificio le interesa, puede conversar conmigo para obtener su propia estimación.',
      },
      billUnknown: {
        text: 'Una cifra aproximada está bien, o los kWh que indica la factura. ¿Cuánto paga el negocio al mes, más o menos?',
        quickReplies: ['Unos $500', 'Unos $2,000', 'Unos $5,000'],
      },
      billTooHigh:
        'Eso parece demasiado alto para una factura mensual. ¿Cuánto paga en un mes típico, en dólares?',
      sampleAnswers: [
        '85004',
        'El edificio es nuestro',
        'Almacén',
        'Unos 10 años',
        'Sin sombra',
        'Unos $2,400',
      ],
    },
  },
};
