/** Ports whose adapters load with their first call, so the first page does not pay for screens it may never open. */
type Call = (...args: never[]) => Promise<unknown>;
type Stream = (...args: never[]) => AsyncIterable<unknown>;

/** A port whose methods answer promises or async streams: the only kinds one loaded on its first call can stand in for. */
export type AsyncPort<T> = { [K in keyof T]: T[K] extends Call | Stream | undefined ? T[K] : never };

type Forwarding<F> = NonNullable<F> extends Stream ? 'stream' : true;
/**
 * How each method is forwarded: `true` for a promise, `'stream'` for an async stream. Every method the port must
 * have is named; an optional one (a list's `allRows`) is named only when the loaded adapter has it.
 */
export type PortMethods<T> = { readonly [K in keyof T as undefined extends T[K] ? never : K]-?: Forwarding<T[K]> } & {
  readonly [K in keyof T as undefined extends T[K] ? K : never]?: Forwarding<T[K]>;
};

/**
 * A port whose every method waits for `load` and then calls the loaded adapter's. `methods` names every method
 * of the port, so TypeScript refuses a port that gains one this list does not forward.
 */
export function lazyPort<T extends AsyncPort<T>>(load: () => Promise<T>, methods: PortMethods<T>): T {
  const port: Partial<Record<keyof T, unknown>> = {};
  const loadedMethod = async (name: keyof T) => {
    const loaded = await load();
    const method = loaded[name];
    if (typeof method !== 'function') throw new TypeError(`the loaded adapter has no ${String(name)}`);
    return (...args: unknown[]) => (method as (...a: unknown[]) => unknown).apply(loaded, args);
  };
  for (const [name, kind] of Object.entries(methods) as [keyof T, true | 'stream'][]) {
    port[name] =
      kind === 'stream'
        ? async function* (...args: unknown[]) {
            yield* (await loadedMethod(name))(...args) as AsyncIterable<unknown>;
          }
        : async (...args: unknown[]) => (await loadedMethod(name))(...args);
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

/**
 * Adapters made from a module loaded with the first call and the API client: `adapter((module, client) => new
 * module.XHttpAdapter(client))` makes one, once, when a port first needs it.
 */
export function adaptersFrom<Module, Client>(module: () => Promise<Module>, client: () => Promise<Client>) {
  return <T>(make: (loaded: Module, client: Client) => T): (() => Promise<T>) =>
    once(async () => {
      const [loaded, made] = await Promise.all([module(), client()]);
      return make(loaded, made);
    });
}
