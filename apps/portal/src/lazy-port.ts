/** Ports whose adapters load with their first call, so the first page does not pay for screens it may never open. */
/** A port whose methods all answer promises: the only kind one loaded on its first call can stand in for. */
export type AsyncPort<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? T[K] : never };

/**
 * A port whose every method waits for `load` and then calls the loaded adapter's. `methods` names every method
 * of the port, so TypeScript refuses a port that gains one this list does not forward.
 */
export function lazyPort<T extends AsyncPort<T>>(load: () => Promise<T>, methods: Readonly<Record<keyof T, true>>): T {
  const port: Partial<Record<keyof T, unknown>> = {};
  for (const name of Object.keys(methods) as (keyof T)[]) {
    port[name] = async (...args: unknown[]) => {
      const loaded = await load();
      return (loaded[name] as (...a: unknown[]) => Promise<unknown>).apply(loaded, args);
    };
  }
  return port as T;
}

/** `make` run once and its answer shared; after a failure (a chunk that did not load) the next call tries again. */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}
