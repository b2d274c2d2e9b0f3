/** PartnerTagPort over an array, for stories and tests: the partner's tags, newest lot first, searched by tag id. */
import type { Cancellation, ListQuery, Page, PartnerTagPort, Tag } from '@tagtrail/domain';
import { demoPartnerLots } from '../lots/partner-lot.demo';
import { simulate, type MemoryOptions } from '../memory/memory-options';
import { demoPartnerTags } from './partner-tag.demo';
import { tagPage, type MemoryTagLot } from './tag-list.memory';

export interface MemoryPartnerTagOptions extends MemoryOptions<'list'> {
  /** The partner lots the tags are of, which order the list (the demo partner's by default). */
  readonly partnerLots?: readonly MemoryTagLot[];
}

export class MemoryPartnerTagAdapter implements PartnerTagPort {
  private readonly tags: readonly Tag[];

  constructor(
    seed: readonly Tag[] = demoPartnerTags,
    private readonly options: MemoryPartnerTagOptions = {},
  ) {
    this.tags = seed.map((tag) => ({ ...tag }));
  }

  list(query: ListQuery, signal?: Cancellation): Promise<Page<Tag>> {
    // spec A §2 "/tags/": by lot, tag id or customer, as the server sorts them (tag-list.memory.ts).
    const lots = this.options.partnerLots ?? demoPartnerLots;
    return simulate(
      this.options,
      'list',
      () => tagPage(this.tags, lots, query, ['lot', 'tagId', 'customerName']),
      signal,
    );
  }
}
