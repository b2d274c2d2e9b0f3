/** The in-memory services a story runs over, set per story with `parameters.app`. */
import {
  demoPartners,
  MemoryPartnerAdapter,
  MemoryPreferences,
  MemorySessionAdapter,
  type MemoryPartnerOptions,
} from '@tagtrail/adapters';
import {
  PartnerPortToken,
  PreferencesPortToken,
  SessionPortToken,
  type Partner,
  type SessionUser,
} from '@tagtrail/domain';

/** A story's `parameters.app`: where it starts, who is signed in, how the fake services answer. */
export interface AppStoryParameters {
  /** Path and query the memory router starts at; `/` by default. */
  route?: string;
  /** The signed-in user; `null` for nobody; an admin by default. */
  user?: SessionUser | null;
  partners?: { seed?: readonly Partner[]; options?: MemoryPartnerOptions };
}

const defaultUser: SessionUser = { username: 'ana.admin', role: 'ADMINISTRADOR', accessToken: 'story-token' };

export function storyServices(app: AppStoryParameters): [symbol, unknown][] {
  const user = app.user === undefined ? defaultUser : app.user;
  return [
    [SessionPortToken, new MemorySessionAdapter(user ?? undefined)],
    [PreferencesPortToken, new MemoryPreferences()],
    [PartnerPortToken, new MemoryPartnerAdapter(app.partners?.seed ?? demoPartners, app.partners?.options ?? {})],
  ];
}
