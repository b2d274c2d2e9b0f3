/**
 * Demo customers of the partner area for stories and the memory adapter: the customers of the lot forms' selects
 * (customer-options.demo) with everything the customer form holds, so both screens show the same companies.
 */
import { DEFAULT_CUSTOMER_TAX_ID, EMPTY_SINGLE_READING_MESSAGES, type Customer } from '@tagtrail/domain';
import { demoPartnerCustomers } from './customer-options.demo';

/** A customer and the partner it belongs to. */
export interface DemoCustomer extends Customer {
  readonly partnerId: number;
}

/** What a pharmacy or a distillery tells someone who reads a single-use tag again (pt, en, es). */
const ALREADY_READ = {
  1: 'Esta etiqueta já foi lida. Em caso de dúvida, fale com o fabricante.',
  2: 'This tag has already been read. If in doubt, contact the manufacturer.',
  3: 'Esta etiqueta ya fue leída. Ante cualquier duda, contacte al fabricante.',
};

/** Made-up CNPJs with right check digits, alphanumeric (since July 2026) and numeric, stored without the mask. */
const TAX_IDS = ['12ABC34501DE35', 'K7Q2RT3M000100', '48172635000100', '90351724000172', '27583016000120'];

function buildDemoCustomers(): DemoCustomer[] {
  return demoPartnerCustomers.map(({ partnerId, id, code, name }, index) => {
    // Pharma and spirits are the customers whose tags are read once (as on the server's demo data).
    const singleReading = /farma|pharm|cacha|tequil/i.test(name);
    return {
      partnerId,
      id,
      code,
      name,
      taxId: index % 3 === 2 ? DEFAULT_CUSTOMER_TAX_ID : (TAX_IDS[index % TAX_IDS.length] ?? DEFAULT_CUSTOMER_TAX_ID),
      linkedProduct: index % 4 === 0,
      exclusive: index % 5 === 0,
      singleReading,
      singleReadingMessages: singleReading ? { ...ALREADY_READ } : { ...EMPTY_SINGLE_READING_MESSAGES },
      tenantId: `${code.toLowerCase()}-${String(id).padStart(3, '0')}`,
    };
  });
}

export const demoCustomers: readonly DemoCustomer[] = buildDemoCustomers();
