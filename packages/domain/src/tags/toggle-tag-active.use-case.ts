/**
 * The tag active switch (spec A §4, spec B §4): saved at once, and the screen shows the new state only on
 * success — so this answers the updated tag and a failure leaves the caller's tag as it was.
 */
import type { Tag } from './tag.model';
import type { TagPort } from './tag.port';

export type ToggleTagResult = { readonly ok: true; readonly tag: Tag } | { readonly ok: false };

export async function toggleTagActive(port: Pick<TagPort, 'setActive'>, tag: Tag): Promise<ToggleTagResult> {
  const active = !tag.active;
  try {
    await port.setActive(tag.id, active);
  } catch {
    // The view shows 'status updated error'; the switch stays where it was.
    return { ok: false };
  }
  return { ok: true, tag: { ...tag, active } };
}
