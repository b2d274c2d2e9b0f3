// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { demoPartnerTags, MemoryPartnerTagAdapter } from '@tagtrail/adapters';
import {
  PartnerTagPortToken,
  PreferencesPortToken,
  SessionPortToken,
  type LanguageCode,
  type Tag,
} from '@tagtrail/domain';
import { MemoryApp } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { PartnerTagListView } from './PartnerTagListView';

afterEach(cleanup);

const partner = { username: 'paulo', role: 'PARCEIRO', accessToken: 't', partnerId: 1 } as const;
const copied = demoPartnerTags.find((tag) => tag.possibleCopy) as Tag;
const plain = demoPartnerTags.find((tag) => !tag.possibleCopy && tag.readingCount > 0) as Tag;

function renderTags(seed: readonly Tag[], language: LanguageCode = 'en') {
  render(
    <MemoryApp
      route="/areaparceiro/tags/"
      language={language}
      services={[
        [SessionPortToken, new FakeSessionPort(partner)],
        [PreferencesPortToken, new FakePreferences()],
        [PartnerTagPortToken, new MemoryPartnerTagAdapter(seed)],
      ]}
    >
      <PartnerTagListView />
    </MemoryApp>,
  );
}

describe('partner tags: possible copies (issue 27 §5)', () => {
  it('marks a tag with a replayed or invalid reading as a possible copy, in words, under its id', async () => {
    renderTags([plain, copied]);
    const marked = await screen.findByText('Possible copy');
    expect(marked.closest('tr')?.textContent).toContain(copied.tagId);
    expect(screen.getAllByText('Possible copy')).toHaveLength(1);
  });

  it('says it in Portuguese', async () => {
    renderTags([copied], 'pt');
    expect(await screen.findByText('Possível cópia')).toBeTruthy();
  });
});
