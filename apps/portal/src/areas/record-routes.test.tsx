// @vitest-environment jsdom
/**
 * A resource's routes made from where its screens live (record-routes.tsx, issue 26 §2), as the Admin area mounts
 * them over the in-memory adapters: spec A's "/parceiros" and "/parceiro/{id?}", each spelling of the new record's
 * address, a record by id, and an id that is no number.
 */
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  demoPartners,
  demoSessionUsers,
  MemoryPartnerAdapter,
  MemoryPreferences,
  MemorySessionAdapter,
} from '@tagtrail/adapters';
import { PartnerPortToken, PreferencesPortToken, SessionPortToken } from '@tagtrail/domain';
import AdminArea from './admin.routes';
import { headingOf, mountedArea, prepareDocument } from './mounted-area.test-support';

// The signed-in demo administrator.
const area = mountedArea('/admin', <AdminArea />, () => [
  [SessionPortToken, new MemorySessionAdapter(demoSessionUsers.admin)],
  [PreferencesPortToken, new MemoryPreferences()],
  [PartnerPortToken, new MemoryPartnerAdapter()],
]);
const { open, close } = area;
const heading = headingOf;
const titled = (title: string) => (main: HTMLElement) => heading(main) === title;

beforeAll(prepareDocument);
afterEach(close);

describe("admin area: a resource's routes from its record screens (spec A §2)", () => {
  // First, while the form's screen has not loaded yet: the wait for it is the moment this is about.
  it('leaves a list for a form at once: a search typed just before does not bring the list back', async () => {
    await open('/admin/parceiros', (main) => main.querySelector('tbody tr') !== null);
    const search = area.container?.querySelector<HTMLInputElement>('input[type="search"]');
    if (!search) throw new Error('no search box');
    act(() => {
      search.focus();
      // React reads a typed value through the input's own setter and an input event.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(search, 'Pampa');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const newPartner = [...(area.container?.querySelectorAll('a, button') ?? [])].find(
      (element) => element.textContent === 'New Partner',
    );
    if (!(newPartner instanceof HTMLElement)) throw new Error('no New partner action');
    act(() => newPartner.click());
    // Past the search's debounce (500 ms), which a list kept mounted would still finish.
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(area.current()).toBe('/admin/parceiro/');
    expect(heading(area.container?.querySelector('main') as HTMLElement)).toBe('New partner');
  });

  it('mounts the list, the new record with or without its slash, and a record by id', async () => {
    expect(
      await open('/admin/parceiros', (main) => titled('Partners')(main) && main.querySelector('tbody tr') !== null),
    ).toBe('/admin/parceiros');
    close();
    for (const path of ['/admin/parceiro/', '/admin/parceiro']) {
      expect(await open(path, titled('New partner'))).toBe(path);
      close();
    }
    const [partner] = demoPartners;
    const editing = (main: HTMLElement) =>
      titled('Partner')(main) && main.querySelector<HTMLInputElement>('input')?.value === partner?.name;
    expect(await open(`/admin/parceiro/${partner?.id}`, editing)).toBe(`/admin/parceiro/${partner?.id}`);
  });

  it('says not found for a record id that is no number, inside the area', async () => {
    const notFound = (main: HTMLElement) => /does not exist/.test(main.textContent ?? '');
    expect(await open('/admin/parceiro/abc', notFound)).toBe('/admin/parceiro/abc');
  });
});
