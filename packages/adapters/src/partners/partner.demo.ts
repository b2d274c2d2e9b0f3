/** Demo partners for stories and the memory adapter: tag makers and label printers across Brazil and Latin America. */
import type { Partner } from '@tagtrail/domain';

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

/** The two CNPJ check digits of its first twelve digits (mod 11, weights 5..2,9..2 then 6..2,9..2). */
function cnpjCheckDigit(digits: readonly number[]): number {
  const weights = digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const rest = digits.reduce((sum, digit, i) => sum + digit * (weights[i] ?? 0), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A head-office CNPJ (branch 0001) with valid check digits, written 00.000.000/0000-00. */
export function formatCnpj(root: number): string {
  const digits = `${String(root).padStart(8, '0')}0001`.split('').map(Number);
  digits.push(cnpjCheckDigit(digits));
  digits.push(cnpjCheckDigit(digits));
  const d = digits.join('');
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

export const demoPartners: readonly Partner[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  // Spread the roots over the whole range so the tax ids do not look sequential.
  taxId: formatCnpj((11_222_333 + index * 7_654_321) % 100_000_000),
}));
