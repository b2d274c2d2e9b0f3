/**
 * Small fakes of the ports for testing/render.tsx, which is no test file and so may not import the adapters; view
 * tests bind the memory adapters themselves (issue 26 §4), which answer as the server does.
 */
import {
  BUSINESS_RULE_ERROR,
  PARTNER_IN_USE,
  PortError,
  type Cancellation,
  type ListQuery,
  type Page,
  type Partner,
  type PartnerInput,
  type PartnerPort,
  type PreferencesPort,
  type SessionCheck,
  type SessionPort,
  type SessionUser,
} from '@tagtrail/domain';

export class FakePartnerPort implements PartnerPort {
  readonly queries: ListQuery[] = [];
  failList = false;
  inUse = new Set<number>();
  private nextId: number;

  constructor(public partners: Partner[] = []) {
    this.nextId = Math.max(0, ...partners.map((p) => p.id)) + 1;
  }

  async list(query: ListQuery, _signal?: Cancellation): Promise<Page<Partner>> {
    this.queries.push(query);
    await Promise.resolve();
    if (this.failList) throw new PortError(500, 'INTERNAL', 'INTERNAL');
    const text = query.searchText.trim().toLowerCase();
    const hits = this.partners.filter((p) => p.name.toLowerCase().includes(text) || p.taxId.includes(text));
    const start = query.page * query.rowsPerPage;
    return { records: hits.slice(start, start + query.rowsPerPage), total: hits.length };
  }

  async get(id: number): Promise<Partner> {
    const partner = this.partners.find((p) => p.id === id);
    if (!partner) throw new PortError(404, 'NOT_FOUND', 'NOT_FOUND');
    return { ...partner };
  }

  async create(input: PartnerInput): Promise<number> {
    const id = this.nextId++;
    this.partners.push({ id, ...input });
    return id;
  }

  async update(id: number, input: PartnerInput): Promise<number> {
    Object.assign(await this.find(id), input);
    return id;
  }

  async remove(id: number): Promise<void> {
    await this.find(id);
    if (this.inUse.has(id)) throw new PortError(409, BUSINESS_RULE_ERROR, PARTNER_IN_USE);
    this.partners = this.partners.filter((p) => p.id !== id);
  }

  private async find(id: number): Promise<Partner> {
    const partner = this.partners.find((p) => p.id === id);
    if (!partner) throw new PortError(404, 'NOT_FOUND', 'NOT_FOUND');
    return partner;
  }
}

export class FakeSessionPort implements SessionPort {
  signedInWith: string | undefined;
  signInAttempts = 0;
  failSignIn = false;
  signedOut = false;

  constructor(private user?: SessionUser) {}

  async load(): Promise<SessionCheck> {
    return this.user ? { authenticated: true, user: this.user } : { authenticated: false };
  }
  async signIn(returnTo: string): Promise<void> {
    this.signInAttempts++;
    if (this.failSignIn) throw new Error('identity provider unreachable');
    this.signedInWith = returnTo;
  }
  async completeSignIn(): Promise<string> {
    return '/';
  }
  async completeSilentRenew(): Promise<void> {}
  async signOut(): Promise<void> {
    this.signedOut = true;
  }
  async completeSignOut(): Promise<void> {}
  accessToken(): string | undefined {
    return this.user?.accessToken;
  }
  subscribe(): () => void {
    return () => undefined;
  }
}

export class FakePreferences implements PreferencesPort {
  readonly values = new Map<string, string>();
  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
}
