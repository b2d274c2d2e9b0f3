/**
 * How many new devices one client address may make (issue 24 §3): a script that scans with a fresh cookie every time
 * makes a device each time, and each device could enter a draw. Past the budget a scan is still recorded and
 * answered — the shopper sees the product — but without a device: it counts as a reading, never as an entry.
 * Counted per address, IPv6 by its /64 (clientAddress), over a sliding hour, in this instance's memory: the addresses
 * remembered are bounded (the longest unseen forgotten first), so a flood of addresses cannot grow it without end.
 */
import { clientAddress } from '../identity/attempt-throttle';

export interface NewDeviceBudget {
  /** Whether this client address may make one more device now; counts it when it may. */
  allows(ip: string): boolean;
}

const HOUR_MS = 60 * 60 * 1000;
const ADDRESSES_REMEMBERED = 10_000;

/** `perHour` 0: no limit. */
export function newDeviceBudget(perHour: number, now: () => number = Date.now): NewDeviceBudget {
  const madeAt = new Map<string, number[]>();
  return {
    allows(ip) {
      if (perHour <= 0) return true;
      const key = clientAddress(ip);
      const since = now() - HOUR_MS;
      const recent = (madeAt.get(key) ?? []).filter((time) => time > since);
      // Re-inserted, so the map's order is the order addresses were last seen in.
      madeAt.delete(key);
      const allowed = recent.length < perHour;
      if (allowed) recent.push(now());
      madeAt.set(key, recent);
      if (madeAt.size > ADDRESSES_REMEMBERED) madeAt.delete(madeAt.keys().next().value as string);
      return allowed;
    },
  };
}
