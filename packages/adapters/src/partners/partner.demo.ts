/** Demo partners for stories and the memory adapter: tag makers and label printers across Brazil and Latin America. */
import { cnpjCheckDigits, type Partner } from '@tagtrail/domain';

const NAMES = [
  'Etiquetas Paulistas Ltda.',
  'Rastreio Sul Tecnologia S.A.',
  'NFC Brasil Soluções Ltda.',
  'Selo Seguro Indústria Gráfica Ltda.',
  'Código Vivo Identificação ME',
  'Minas Tags Comércio Ltda.',
  'Andina Trazabilidad S.A.S.',
  'Pampa Etiquetas S.R.L.',
  'Rótulos do Nordeste Ltda.',
  'Autêntica Latam S.A.',
  'Carioca Embalagens Inteligentes Ltda.',
  'Serra Gaúcha Vinhos Rastreáveis Ltda.',
  'Amazônia Origem Certificada EIRELI',
  'TagNorte Distribuidora Ltda.',
  'Cafés do Cerrado Rastreabilidade Ltda.',
  'Impressos Curitiba S.A.',
  'Trazabilidad Azteca S.A. de C.V.',
  'Chilena de Sellos SpA',
  'Uruguaya de Etiquetas S.A.',
  'Bahia Smart Labels Ltda.',
  'Goiás Identificação Visual Ltda.',
  'Recife Códigos e Chips Ltda.',
  'Florianópolis Inovação em Embalagens S.A.',
  'Colombiana de Autenticación S.A.S.',
  'Peruana de Marcado S.A.C.',
  'Porto Alegre Tags Ltda.',
  'Ceará Etiquetas Eletrônicas ME',
  'Vale do Paraíba Gráfica Ltda.',
  'Belém Chips e Rótulos Ltda.',
  'Campinas RFID Soluções Ltda.',
  'Santos Logística Rastreável S.A.',
  'Paraná Selos de Autenticidade Ltda.',
  'Quito Etiquetas Inteligentes Cía. Ltda.',
  'Manaus Tecnologia em Identificação Ltda.',
  'Mato Grosso Agro Rastreio Ltda.',
  'Espírito Santo Marcação Industrial Ltda.',
];

/** A head-office CNPJ (branch 0001) with valid check digits, stored as every CNPJ is, without its mask. */
export function demoCnpj(root: number): string {
  const base = `${String(root).padStart(8, '0')}0001`;
  return `${base}${cnpjCheckDigits(base)}`;
}

export const demoPartners: readonly Partner[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  // Spread the roots over the whole range so the tax ids do not look sequential.
  taxId: demoCnpj((11_222_333 + index * 7_654_321) % 100_000_000),
}));
