/** Portuguese texts of the `alerts` namespace; same keys as `en`. */
import type { Texts } from '../../texts';
import type { alertsEn } from './en';

export const alertsPt: Texts<typeof alertsEn> = {
  alerts: {
    listTitle: 'Alertas',
    intro:
      'Leituras das suas tags que infringiram uma regra. Reconheça um alerta depois de verificá-lo; uma nova leitura suspeita da tag o reabre.',
    settings: 'Configuração dos alertas',
    show: 'Mostrar',
    situations: { open: 'Abertos', acknowledged: 'Reconhecidos', all: 'Todos' },
    rule: 'Regra',
    tag: 'Tag',
    tagReadings: 'Leituras da tag {{tag}}',
    product: 'Produto',
    lot: 'Lote',
    country: 'País',
    firstReadAt: 'Primeira leitura',
    lastReadAt: 'Última leitura',
    readingCount: 'Leituras',
    state: 'Situação',
    open: 'Aberto',
    acknowledgedState: 'Reconhecido',
    acknowledgedOn: 'Reconhecido em {{date}}',
    noPlace: 'Desconhecido',
    noProduct: 'Sem produto',
    noLot: 'Sem lote',
    acknowledge: 'Reconhecer',
    acknowledgeAlert: 'Reconhecer o alerta “{{rule}}” da tag {{tag}}',
    acknowledged: 'Alerta reconhecido.',
    acknowledgeFailed: 'Não foi possível reconhecer o alerta. Tente novamente.',
    empty: {
      open: 'Nenhum alerta aberto',
      acknowledged: 'Nenhum alerta reconhecido',
      all: 'Nenhum alerta',
    },
    watched:
      'Cada leitura das suas tags é verificada: onde o produto é vendido, a velocidade com que a tag viaja, quantas vezes e em quantos dispositivos é lida, a validade do lote e sinais de chip copiado.',
    watchedLink: 'Ver as regras e seus limites',
  },
  alertRules: {
    'off-market': { name: 'Fora do mercado', explanation: 'Lida em um país onde o lote não é vendido.' },
    'impossible-travel': {
      name: 'Viagem impossível',
      explanation: 'Lida em dois lugares distantes demais para o tempo entre as leituras.',
    },
    'too-many-readings': {
      name: 'Leituras demais',
      explanation: 'Lida vezes demais, ou em dispositivos demais, em pouco tempo.',
    },
    'after-expiry': { name: 'Após a validade', explanation: 'Lida depois do vencimento do lote.' },
    copy: { name: 'Cópia', explanation: 'O chip respondeu como uma cópia: um código repetido ou forjado.' },
  },
  readingFlags: {
    column: 'Suspeitas',
    suspicious: 'Suspeita',
    onlySuspicious: 'Só leituras suspeitas',
    hover: 'Suspeita: {{rules}}',
  },
  alertSettings: {
    title: 'Configuração dos alertas',
    intro:
      'Escolha quais regras marcam uma leitura como suspeita, e seus limites. As leituras são julgadas pela configuração salva quando chegam.',
    ruleOn: 'Regra ativa',
    maxSpeedKmh: 'Velocidade máxima',
    maxSpeedKmhHint:
      'Mais rápido que isso entre duas leituras é impossível; um avião de passageiros voa a cerca de 900 km/h.',
    minDistanceKm: 'Distância mínima',
    minDistanceKmHint: 'Leituras mais próximas que isso nunca contam, pois a posição dos celulares não é exata.',
    maxReadings: 'Máximo de leituras',
    maxReadingsHint: 'Mais leituras que isso na janela de tempo são demais.',
    maxDevices: 'Máximo de dispositivos',
    maxDevicesHint: 'Mais dispositivos que isso lendo a tag na janela de tempo são demais.',
    windowHours: 'Janela de tempo',
    windowHoursHint: 'O tempo em que leituras e dispositivos são contados.',
    range: 'De {{min}} a {{max}} {{unit}}; padrão {{preset}}.',
    units: { kmh: 'km/h', km: 'km', readings: 'leituras', devices: 'dispositivos', hours: 'horas' },
    restoreDefaults: 'Restaurar padrões',
    defaultsRestored: 'Os padrões estão no formulário. Salve para mantê-los.',
    saved: 'Configuração dos alertas salva.',
    backToAlerts: 'Voltar aos alertas',
  },
};
