/** PartnerTagPort over an array, for stories and tests: the partner's tags, newest lot first, searched by tag id. */
import type { Cancellation, ListQuery, Page, PartnerTagPort, Tag } from '@tagtrail/domain';
import { pageOf } from '../memory/memory-list';
import { simulate, type MemoryOptions } from '../memory/memory-options';
import { demoPartnerTags } from './partner-tag.demo';

export type MemoryPartnerTagOptions = MemoryOptions<'list'>;

export class MemoryPartnerTagAdapter implements PartnerTagPort {
  private readonly tags: readonly Tag[];

  constructor(
    seed: readonly Tag[] = demoPartnerTags,
    private readonly options: MemoryPartnerTagOptions = {},
  ) {
    this.tags = seed.map((tag) => ({ ...tag }));
  }

  list(query: ListQuery, signal?: Cancellation): Promise<Page<Tag>> {
    // spec A §2 "/tags/": searched by tag id; the server's order is the newest lot first, its tags in sequence.
    return simulate(this.options, 'list', () => pageOf(this.tags, query, (tag) => [tag.tagId]), signal);
  }
}
