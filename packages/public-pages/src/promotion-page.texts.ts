/**
 * The public promotion page's words (issue 24 §4) in the visitor's language: pt, en, es, as the tag page's. Plain
 * words for a shopper; each cryptographic part explained in one sentence.
 */
import type { LanguageCode } from '@tagtrail/domain';

export interface PromotionPageTexts {
  readonly notFound: string;
  readonly openUntil: (date: string) => string;
  readonly closedOn: (date: string) => string;
  readonly drawnOn: (date: string) => string;
  /** Drawn, the moment not known. */
  readonly drawn: string;
  readonly prize: string;
  readonly message: string;
  readonly winners: string;
  readonly period: string;
  readonly periodValue: (from: string, to: string) => string;
  readonly howToEnter: string;
  readonly perTag: string;
  readonly perDevice: string;
  readonly blockedNeverEnter: string;
  readonly products: string;
  readonly everyProduct: (customer: string) => string;
  readonly places: string;
  readonly anywhere: string;
  readonly rules: string;
  readonly auditTitle: string;
  readonly auditIntro: string;
  readonly commitment: string;
  readonly commitmentExplained: string;
  readonly commitmentAtDraw: string;
  readonly entryList: string;
  readonly entryListExplained: string;
  readonly entryListOpen: string;
  readonly entriesCount: (count: string) => string;
  readonly frozenAt: (instant: string) => string;
  readonly seed: string;
  readonly seedExplained: string;
  readonly seedSecret: string;
  readonly drawnWinners: string;
  readonly winnersExplained: string;
  readonly andMore: (count: string) => string;
  /** A draw with no entries. */
  readonly noWinners: string;
  readonly download: string;
  readonly downloadExplained: string;
}

export const PROMOTION_PAGE_TEXTS: Readonly<Record<LanguageCode, PromotionPageTexts>> = {
  pt: {
    notFound: 'Promoção não encontrada',
    openUntil: (date) => `Participações abertas até ${date}.`,
    closedOn: (date) => `Participações encerradas em ${date}. O sorteio ainda vai acontecer.`,
    drawnOn: (date) => `Sorteio realizado em ${date}.`,
    drawn: 'Sorteio realizado.',
    prize: 'Prêmio',
    message: 'Mensagem',
    winners: 'Ganhadores',
    period: 'Período',
    periodValue: (from, to) => `de ${from} a ${to}`,
    howToEnter: 'Como participar',
    perTag:
      'Cada produto (etiqueta) é uma participação, do primeiro celular que o leu durante o período. Ler de novo um produto já lido não dá outra chance.',
    perDevice: 'Cada celular que leu um produto durante o período é uma participação.',
    blockedNeverEnter: 'Celulares bloqueados não participam. Um celular ganha no máximo uma vez.',
    products: 'Produtos',
    everyProduct: (customer) => `Todos os produtos de ${customer}`,
    places: 'Onde',
    anywhere: 'Em qualquer lugar',
    rules: 'Regulamento',
    auditTitle: 'Como conferir este sorteio',
    auditIntro:
      'Os ganhadores saem de uma semente secreta e da lista de participantes por uma regra pública. Qualquer pessoa pode refazer o sorteio e chegar aos mesmos ganhadores.',
    commitment: 'Compromisso (SHA-256 da semente)',
    commitmentExplained:
      'A semente foi fixada e selada quando a promoção foi criada: esta impressão digital foi publicada então, e a semente só é revelada depois do sorteio, para que se confira que é a mesma.',
    commitmentAtDraw: 'Publicado quando o sorteio começou (promoção criada antes desta regra).',
    entryList: 'Lista de participantes (SHA-256)',
    entryListExplained:
      'Quando as participações se encerraram, a lista foi congelada e esta impressão digital publicada, antes de a semente ser revelada: ninguém pode mudar a lista depois.',
    entryListOpen: 'A lista é congelada e a sua impressão digital publicada quando o período terminar.',
    entriesCount: (count) => `${count} participações`,
    frozenAt: (instant) => `Congelada em ${instant}`,
    seed: 'Semente',
    seedExplained: 'A semente revelada. O SHA-256 dela é o compromisso acima.',
    seedSecret: 'Secreta até o sorteio.',
    drawnWinners: 'Ganhadores, na ordem do sorteio',
    winnersExplained:
      'Cada participação aparece como um código (SHA-256 da semente e do celular), nunca a identidade de ninguém.',
    andMore: (count) => `e mais ${count}, no registro completo`,
    noWinners: 'Não houve participações: ninguém foi sorteado.',
    download: 'Baixar o registro do sorteio (JSON)',
    downloadExplained:
      'O registro traz a semente, a lista e os ganhadores: qualquer pessoa pode refazer o sorteio com o script de código aberto (pnpm verify-draw arquivo.json), que diz se confere.',
  },
  en: {
    notFound: 'Promotion not found',
    openUntil: (date) => `Entries open until ${date}.`,
    closedOn: (date) => `Entries closed on ${date}. The draw is still to come.`,
    drawnOn: (date) => `Drawn on ${date}.`,
    drawn: 'The draw is done.',
    prize: 'Prize',
    message: 'Message',
    winners: 'Winners',
    period: 'Period',
    periodValue: (from, to) => `from ${from} to ${to}`,
    howToEnter: 'How to enter',
    perTag:
      'Each product (tag) is one entry, held by the first phone that scanned it during the period. Scanning a product someone already scanned gives no extra chance.',
    perDevice: 'Each phone that scanned a product during the period is one entry.',
    blockedNeverEnter: 'Blocked phones never enter. A phone wins at most once.',
    products: 'Products',
    everyProduct: (customer) => `Every product of ${customer}`,
    places: 'Where',
    anywhere: 'Anywhere',
    rules: 'Official rules',
    auditTitle: 'How to check this draw',
    auditIntro:
      'The winners follow from a secret seed and the entry list by a public rule. Anyone can run the draw again and reach the same winners.',
    commitment: 'Commitment (SHA-256 of the seed)',
    commitmentExplained:
      'The seed was fixed and sealed when the promotion was created: this fingerprint was published then, and the seed is revealed only after the draw, so anyone can check it is the same.',
    commitmentAtDraw: 'Published when the draw started (a promotion created before this rule).',
    entryList: 'Entry list (SHA-256)',
    entryListExplained:
      'When entries closed the list was frozen and this fingerprint published, before the seed was revealed: no one can change the list afterwards.',
    entryListOpen: 'The list is frozen and its fingerprint published when the period ends.',
    entriesCount: (count) => `${count} entries`,
    frozenAt: (instant) => `Frozen on ${instant}`,
    seed: 'Seed',
    seedExplained: 'The revealed seed. Its SHA-256 is the commitment above.',
    seedSecret: 'Secret until the draw.',
    drawnWinners: 'Winners, in the order drawn',
    winnersExplained: "Each entry is shown as a code (SHA-256 of the seed and the phone), never anyone's identity.",
    andMore: (count) => `and ${count} more, in the full record`,
    noWinners: 'There were no entries, so no one was drawn.',
    download: 'Download the draw record (JSON)',
    downloadExplained:
      'The record holds the seed, the list and the winners: anyone can run the draw again with the open-source script (pnpm verify-draw file.json), which says whether it checks.',
  },
  es: {
    notFound: 'Promoción no encontrada',
    openUntil: (date) => `Participaciones abiertas hasta el ${date}.`,
    closedOn: (date) => `Participaciones cerradas el ${date}. El sorteo aún no se realizó.`,
    drawnOn: (date) => `Sorteo realizado el ${date}.`,
    drawn: 'Sorteo realizado.',
    prize: 'Premio',
    message: 'Mensaje',
    winners: 'Ganadores',
    period: 'Período',
    periodValue: (from, to) => `del ${from} al ${to}`,
    howToEnter: 'Cómo participar',
    perTag:
      'Cada producto (etiqueta) es una participación, del primer teléfono que lo leyó durante el período. Leer un producto ya leído no da otra oportunidad.',
    perDevice: 'Cada teléfono que leyó un producto durante el período es una participación.',
    blockedNeverEnter: 'Los teléfonos bloqueados no participan. Un teléfono gana como máximo una vez.',
    products: 'Productos',
    everyProduct: (customer) => `Todos los productos de ${customer}`,
    places: 'Dónde',
    anywhere: 'En cualquier lugar',
    rules: 'Reglamento',
    auditTitle: 'Cómo verificar este sorteo',
    auditIntro:
      'Los ganadores resultan de una semilla secreta y de la lista de participantes por una regla pública. Cualquiera puede repetir el sorteo y llegar a los mismos ganadores.',
    commitment: 'Compromiso (SHA-256 de la semilla)',
    commitmentExplained:
      'La semilla se fijó y selló cuando se creó la promoción: esta huella se publicó entonces, y la semilla solo se revela después del sorteo, para comprobar que es la misma.',
    commitmentAtDraw: 'Publicado cuando comenzó el sorteo (promoción creada antes de esta regla).',
    entryList: 'Lista de participantes (SHA-256)',
    entryListExplained:
      'Cuando se cerraron las participaciones la lista se congeló y se publicó esta huella, antes de revelar la semilla: nadie puede cambiar la lista después.',
    entryListOpen: 'La lista se congela y su huella se publica cuando termina el período.',
    entriesCount: (count) => `${count} participaciones`,
    frozenAt: (instant) => `Congelada el ${instant}`,
    seed: 'Semilla',
    seedExplained: 'La semilla revelada. Su SHA-256 es el compromiso de arriba.',
    seedSecret: 'Secreta hasta el sorteo.',
    drawnWinners: 'Ganadores, en el orden del sorteo',
    winnersExplained:
      'Cada participación aparece como un código (SHA-256 de la semilla y del teléfono), nunca la identidad de nadie.',
    andMore: (count) => `y ${count} más, en el registro completo`,
    noWinners: 'No hubo participaciones: nadie fue sorteado.',
    download: 'Descargar el registro del sorteo (JSON)',
    downloadExplained:
      'El registro contiene la semilla, la lista y los ganadores: cualquiera puede repetir el sorteo con el script de código abierto (pnpm verify-draw archivo.json), que dice si coincide.',
  },
};
