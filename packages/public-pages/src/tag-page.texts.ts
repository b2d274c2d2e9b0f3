/**
 * The public tag page's words in the visitor's language (spec B §1: pt, en, es; English when the browser asks for
 * none of them). Server-rendered, so they live beside the renderer rather than in the portal's namespaces.
 */
import { languageOfAcceptLanguage, type LanguageCode } from '@tagtrail/domain';

export interface TagPageTexts {
  readonly notFound: string;
  readonly photos: string;
  readonly photoOf: (n: number, total: number) => string;
  readonly previousPhoto: string;
  readonly nextPhoto: string;
  readonly lot: string;
  readonly manufactured: string;
  readonly expiry: string;
  readonly expiryUndefined: string;
  readonly manufacturer: string;
  readonly serial: string;
  readonly video: string;
  readonly manual: string;
  /** What the store badges are, together; then the words above each store's name. */
  readonly getTheApp: string;
  readonly appStoreLead: string;
  readonly googlePlayLead: string;
  readonly since: (date: string) => string;
  readonly banner: Readonly<Record<string, string>>;
  /** A winner's device (issue 13 §4). */
  readonly youWon: string;
  readonly yourCode: string;
  readonly showTheCode: string;
  readonly messageForYou: string;
  readonly rules: string;
  /** A secure tag's tap (issue 27 §4): proved genuine, or a link opened before (a possible copy) and what to do. */
  readonly genuine: string;
  readonly genuineDetail: string;
  readonly possibleCopy: string;
  readonly possibleCopyDetail: string;
}

export const TAG_PAGE_TEXTS: Readonly<Record<LanguageCode, TagPageTexts>> = {
  pt: {
    notFound: 'Recurso não encontrado',
    photos: 'Fotos do produto',
    photoOf: (n, total) => `Foto ${n} de ${total}`,
    previousPhoto: 'Foto anterior',
    nextPhoto: 'Próxima foto',
    lot: 'Lote',
    manufactured: 'Fabricação',
    expiry: 'Validade',
    expiryUndefined: 'Indeterminada',
    manufacturer: 'Fabricante',
    serial: 'Serial',
    video: 'Assistir ao vídeo',
    manual: 'Abrir o manual',
    getTheApp: 'Baixe o aplicativo',
    appStoreLead: 'Baixar na',
    googlePlayLead: 'Disponível no',
    since: (date) => `Desde ${date}.`,
    banner: {
      PUBLIC_BANNER_RECALL: 'Este lote foi recolhido (recall). Não use este produto.',
      PUBLIC_BANNER_EXPIRED: 'Este lote está vencido. Não use este produto.',
      PUBLIC_BANNER_MISPLACED: 'Este lote foi extraviado: este produto pode não ser original.',
      PUBLIC_BANNER_BLOCKED: 'Esta etiqueta está bloqueada.',
      PUBLIC_BANNER_SINGLE_READING: 'Esta etiqueta já foi lida antes.',
    },
    youWon: 'Você ganhou!',
    yourCode: 'Seu código',
    showTheCode: 'Mostre este código em um ponto de venda para retirar o prêmio.',
    messageForYou: 'Uma mensagem para você',
    rules: 'Regulamento',
    genuine: 'Etiqueta autêntica',
    genuineDetail: 'Esta etiqueta provou ser a original nesta leitura.',
    possibleCopy: 'Possível cópia',
    possibleCopyDetail:
      'Este link já foi aberto antes. Aproxime o celular da etiqueta outra vez: uma etiqueta autêntica gera um link novo a cada leitura. Se este aviso voltar, a etiqueta pode ser uma cópia: não confie no produto e avise o vendedor ou o fabricante.',
  },
  en: {
    notFound: 'Resource not found',
    photos: 'Product photos',
    photoOf: (n, total) => `Photo ${n} of ${total}`,
    previousPhoto: 'Previous photo',
    nextPhoto: 'Next photo',
    lot: 'Lot',
    manufactured: 'Manufactured',
    expiry: 'Expiry',
    expiryUndefined: 'Undefined',
    manufacturer: 'Manufacturer',
    serial: 'Serial',
    video: 'Watch the video',
    manual: 'Open the manual',
    getTheApp: 'Get the app',
    appStoreLead: 'Download on the',
    googlePlayLead: 'Get it on',
    since: (date) => `Since ${date}.`,
    banner: {
      PUBLIC_BANNER_RECALL: 'This lot has been recalled. Do not use this product.',
      PUBLIC_BANNER_EXPIRED: 'This lot has expired. Do not use this product.',
      PUBLIC_BANNER_MISPLACED: 'This lot was reported missing: this product may not be genuine.',
      PUBLIC_BANNER_BLOCKED: 'This tag is blocked.',
      PUBLIC_BANNER_SINGLE_READING: 'This tag has been read before.',
    },
    youWon: 'You won!',
    yourCode: 'Your code',
    showTheCode: 'Show this code at a point of sale to collect your prize.',
    messageForYou: 'A message for you',
    rules: 'Rules',
    genuine: 'Genuine tag',
    genuineDetail: 'This tag proved it is the original at this tap.',
    possibleCopy: 'Possible copy',
    possibleCopyDetail:
      'This link was opened before. Hold your phone to the tag again: a genuine tag makes a new link at every tap. If this warning comes back, the tag may be a copy: do not trust the product, and tell the seller or the manufacturer.',
  },
  es: {
    notFound: 'Recurso no encontrado',
    photos: 'Fotos del producto',
    photoOf: (n, total) => `Foto ${n} de ${total}`,
    previousPhoto: 'Foto anterior',
    nextPhoto: 'Foto siguiente',
    lot: 'Lote',
    manufactured: 'Fabricación',
    expiry: 'Vencimiento',
    expiryUndefined: 'Indefinido',
    manufacturer: 'Fabricante',
    serial: 'Serie',
    video: 'Ver el video',
    manual: 'Abrir el manual',
    getTheApp: 'Descargue la aplicación',
    appStoreLead: 'Descargar en la',
    googlePlayLead: 'Disponible en',
    since: (date) => `Desde ${date}.`,
    banner: {
      PUBLIC_BANNER_RECALL: 'Este lote fue retirado del mercado. No use este producto.',
      PUBLIC_BANNER_EXPIRED: 'Este lote está vencido. No use este producto.',
      PUBLIC_BANNER_MISPLACED: 'Este lote fue extraviado: este producto puede no ser original.',
      PUBLIC_BANNER_BLOCKED: 'Esta etiqueta está bloqueada.',
      PUBLIC_BANNER_SINGLE_READING: 'Esta etiqueta ya fue leída antes.',
    },
    youWon: '¡Usted ganó!',
    yourCode: 'Su código',
    showTheCode: 'Muestre este código en un punto de venta para retirar el premio.',
    messageForYou: 'Un mensaje para usted',
    rules: 'Reglamento',
    genuine: 'Etiqueta auténtica',
    genuineDetail: 'Esta etiqueta demostró ser la original en esta lectura.',
    possibleCopy: 'Posible copia',
    possibleCopyDetail:
      'Este enlace ya se abrió antes. Acerque el teléfono a la etiqueta otra vez: una etiqueta auténtica genera un enlace nuevo en cada lectura. Si este aviso vuelve, la etiqueta puede ser una copia: no confíe en el producto y avise al vendedor o al fabricante.',
  },
};

/** The visitor's language from Accept-Language (the domain's one reading of the header); English otherwise. */
export const visitorLanguage = languageOfAcceptLanguage;
