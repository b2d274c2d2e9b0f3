/**
 * English texts of the `alerts` namespace: the Customer area's Alerts list and the rules' settings, loaded with those
 * screens, and the rules a reading broke as a tag's readings and the reading map show them (issue 28 §3), loaded
 * with those. The reference key set: `pt` and `es` must have exactly these keys.
 */
export const alertsEn = {
  alerts: {
    listTitle: 'Alerts',
    intro:
      'Readings of your tags that broke a rule. Acknowledge an alert once you have looked into it; a new suspicious reading of the tag opens it again.',
    settings: 'Alert settings',
    show: 'Show',
    situations: { open: 'Open', acknowledged: 'Acknowledged', all: 'All' },
    rule: 'Rule',
    tag: 'Tag',
    tagReadings: 'Readings of tag {{tag}}',
    product: 'Product',
    lot: 'Lot',
    country: 'Country',
    firstReadAt: 'First reading',
    lastReadAt: 'Last reading',
    readingCount: 'Readings',
    state: 'State',
    open: 'Open',
    acknowledgedState: 'Acknowledged',
    acknowledgedOn: 'Acknowledged {{date}}',
    noPlace: 'Unknown',
    noProduct: 'No product',
    noLot: 'No lot',
    acknowledge: 'Acknowledge',
    acknowledgeAlert: 'Acknowledge the alert “{{rule}}” of tag {{tag}}',
    acknowledged: 'Alert acknowledged.',
    acknowledgeFailed: 'The alert could not be acknowledged. Try again.',
    empty: {
      open: 'No open alerts',
      acknowledged: 'No acknowledged alerts',
      all: 'No alerts',
    },
    watched:
      'Every reading of your tags is checked: where the product is sold, how fast a tag travels, how often and on how many devices it is read, its lot’s expiry, and signs of a copied chip.',
    watchedLink: 'See the rules and their limits',
  },
  alertRules: {
    'off-market': { name: 'Off market', explanation: 'Read in a country where its lot is not sold.' },
    'impossible-travel': {
      name: 'Impossible travel',
      explanation: 'Read in two places too far apart for the time between the readings.',
    },
    'too-many-readings': {
      name: 'Too many readings',
      explanation: 'Read too many times, or on too many devices, in a short time.',
    },
    'after-expiry': { name: 'After expiry', explanation: 'Read after its lot expired.' },
    copy: { name: 'Copy', explanation: 'The chip answered as a copy does: a code replayed or forged.' },
  },
  readingFlags: {
    column: 'Suspicions',
    suspicious: 'Suspicious',
    onlySuspicious: 'Only suspicious readings',
    hover: 'Suspicious: {{rules}}',
  },
  alertSettings: {
    title: 'Alert settings',
    intro:
      'Choose which rules flag a reading as suspicious, and their limits. Readings are judged by the settings saved when they arrive.',
    ruleOn: 'Rule on',
    maxSpeedKmh: 'Maximum speed',
    maxSpeedKmhHint: 'Faster than this between two readings is impossible; a passenger jet cruises at about 900 km/h.',
    minDistanceKm: 'Minimum distance',
    minDistanceKmHint: 'Readings closer than this never count, since phone positions are not exact.',
    maxReadings: 'Maximum readings',
    maxReadingsHint: 'More readings than this in the time window are too many.',
    maxDevices: 'Maximum devices',
    maxDevicesHint: 'More devices than this reading the tag in the time window are too many.',
    windowHours: 'Time window',
    windowHoursHint: 'The time in which readings and devices are counted.',
    range: 'From {{min}} to {{max}} {{unit}}; default {{preset}}.',
    units: { kmh: 'km/h', km: 'km', readings: 'readings', devices: 'devices', hours: 'hours' },
    restoreDefaults: 'Restore defaults',
    defaultsRestored: 'The defaults are in the form. Save to keep them.',
    saved: 'Alert settings saved.',
    backToAlerts: 'Back to alerts',
  },
};
