/** Spanish texts of the `alerts` namespace; same keys as `en`. */
import type { Texts } from '../../texts';
import type { alertsEn } from './en';

export const alertsEs: Texts<typeof alertsEn> = {
  alerts: {
    listTitle: 'Alertas',
    intro:
      'Lecturas de sus etiquetas que infringieron una regla. Reconozca una alerta después de revisarla; una nueva lectura sospechosa de la etiqueta la vuelve a abrir.',
    settings: 'Configuración de alertas',
    show: 'Mostrar',
    situations: { open: 'Abiertas', acknowledged: 'Reconocidas', all: 'Todas' },
    rule: 'Regla',
    tag: 'Etiqueta',
    tagReadings: 'Lecturas de la etiqueta {{tag}}',
    product: 'Producto',
    lot: 'Lote',
    country: 'País',
    firstReadAt: 'Primera lectura',
    lastReadAt: 'Última lectura',
    readingCount: 'Lecturas',
    state: 'Estado',
    open: 'Abierta',
    acknowledgedState: 'Reconocida',
    acknowledgedOn: 'Reconocida el {{date}}',
    noPlace: 'Desconocido',
    noProduct: 'Sin producto',
    noLot: 'Sin lote',
    acknowledge: 'Reconocer',
    acknowledgeAlert: 'Reconocer la alerta “{{rule}}” de la etiqueta {{tag}}',
    acknowledged: 'Alerta reconocida.',
    acknowledgeFailed: 'No se pudo reconocer la alerta. Inténtelo de nuevo.',
    empty: {
      open: 'No hay alertas abiertas',
      acknowledged: 'No hay alertas reconocidas',
      all: 'No hay alertas',
    },
    watched:
      'Cada lectura de sus etiquetas se comprueba: dónde se vende el producto, a qué velocidad viaja la etiqueta, cuántas veces y en cuántos dispositivos se lee, el vencimiento del lote y señales de un chip copiado.',
    watchedLink: 'Ver las reglas y sus límites',
  },
  alertRules: {
    'off-market': { name: 'Fuera de mercado', explanation: 'Leída en un país donde su lote no se vende.' },
    'impossible-travel': {
      name: 'Viaje imposible',
      explanation: 'Leída en dos lugares demasiado lejanos para el tiempo entre las lecturas.',
    },
    'too-many-readings': {
      name: 'Demasiadas lecturas',
      explanation: 'Leída demasiadas veces, o en demasiados dispositivos, en poco tiempo.',
    },
    'after-expiry': { name: 'Tras el vencimiento', explanation: 'Leída después del vencimiento de su lote.' },
    copy: { name: 'Copia', explanation: 'El chip respondió como una copia: un código repetido o falsificado.' },
  },
  readingFlags: {
    column: 'Sospechas',
    suspicious: 'Sospechosa',
    onlySuspicious: 'Solo lecturas sospechosas',
    hover: 'Sospechosa: {{rules}}',
  },
  alertSettings: {
    title: 'Configuración de alertas',
    intro:
      'Elija qué reglas marcan una lectura como sospechosa, y sus límites. Las lecturas se juzgan con la configuración guardada cuando llegan.',
    ruleOn: 'Regla activa',
    maxSpeedKmh: 'Velocidad máxima',
    maxSpeedKmhHint:
      'Más rápido que esto entre dos lecturas es imposible; un avión de pasajeros vuela a unos 900 km/h.',
    minDistanceKm: 'Distancia mínima',
    minDistanceKmHint:
      'Las lecturas más cercanas que esto nunca cuentan, ya que la posición de los teléfonos no es exacta.',
    maxReadings: 'Máximo de lecturas',
    maxReadingsHint: 'Más lecturas que esto en la ventana de tiempo son demasiadas.',
    maxDevices: 'Máximo de dispositivos',
    maxDevicesHint: 'Más dispositivos que esto leyendo la etiqueta en la ventana de tiempo son demasiados.',
    windowHours: 'Ventana de tiempo',
    windowHoursHint: 'El tiempo en que se cuentan las lecturas y los dispositivos.',
    range: 'De {{min}} a {{max}} {{unit}}; predeterminado {{preset}}.',
    units: { kmh: 'km/h', km: 'km', readings: 'lecturas', devices: 'dispositivos', hours: 'horas' },
    restoreDefaults: 'Restaurar predeterminados',
    defaultsRestored: 'Los valores predeterminados están en el formulario. Guarde para conservarlos.',
    saved: 'Configuración de alertas guardada.',
    backToAlerts: 'Volver a las alertas',
  },
};
