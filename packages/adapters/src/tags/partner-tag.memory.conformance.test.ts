/** The partner's tag list's conformance cases (partner-tag.conformance.ts) run against the memory adapter. */
import { describePartnerTagConformance } from './partner-tag.conformance';
import { MemoryPartnerTagAdapter } from './partner-tag.memory';
import { CONFORMANCE_TAG_LOTS, CONFORMANCE_TAGS, conformanceTagRow } from './tag.conformance';

const CUSTOMER_NAME = 'Vinícola Conformidade';

describePartnerTagConformance('memory', async () => {
  const tagIds = CONFORMANCE_TAGS.map((_tag, index) => 501 + index);
  const seed = CONFORMANCE_TAGS.map(([lot, sequence], index) =>
    conformanceTagRow(lot, sequence, tagIds[index] as number, CUSTOMER_NAME, 'partner'),
  );
  const partnerLots = CONFORMANCE_TAG_LOTS.map((lot, index) => ({
    id: 61 + index,
    number: lot.number,
    createdAt: lot.createdAt,
  }));
  return { port: new MemoryPartnerTagAdapter(seed, { partnerLots }), customerName: CUSTOMER_NAME, tagIds };
});
