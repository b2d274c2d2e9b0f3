/**
 * The browser's storage, when there is one we may use: reading `localStorage` itself throws in sandboxed
 * frames and with cookies blocked, and Node (tests, server rendering) has none.
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    const storage = (globalThis as Partial<Record<typeof kind, Storage>>)[kind];
    return storage ?? undefined;
  } catch {
    return undefined;
  }
}
