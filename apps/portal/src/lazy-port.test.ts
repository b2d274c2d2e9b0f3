import { describe, expect, it, vi } from 'vitest';
import { adaptersFrom, lazyPort, once } from './lazy-port';

interface Greeter {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
  names?(count: number): AsyncIterable<string>;
}

class LoadedGreeter implements Greeter {
  private calls = 0;
  constructor(private readonly greeting: string) {}
  async greet(name: string) {
    this.calls += 1;
    return `${this.greeting}, ${name}`;
  }
  async count() {
    return this.calls;
  }
  async *names(count: number) {
    for (let n = 1; n <= count; n += 1) yield `${this.greeting} ${n}`;
  }
}

describe('a port loaded with its first call', () => {
  it('loads nothing until a method is called, then loads once and calls the loaded one', async () => {
    const load = vi.fn(async () => new LoadedGreeter('Olá'));
    const port = lazyPort<Greeter>(once(load), { greet: true, count: true });
    expect(load).not.toHaveBeenCalled();

    await expect(Promise.all([port.greet('Ana'), port.greet('Bruno')])).resolves.toEqual(['Olá, Ana', 'Olá, Bruno']);
    await expect(port.count()).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failed load to the caller, and tries again on the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(new LoadedGreeter('Hola'));
    const port = lazyPort<Greeter>(
      once(() => load()),
      { greet: true, count: true },
    );
    await expect(port.greet('Ana')).rejects.toThrow('chunk failed');
    await expect(port.greet('Ana')).resolves.toBe('Hola, Ana');
  });

  it('forwards a stream method, loading on the first item asked for', async () => {
    const load = vi.fn(async () => new LoadedGreeter('Hi'));
    const port = lazyPort<Greeter>(once(load), { greet: true, count: true, names: 'stream' });
    const names = port.names?.(3);
    expect(load).not.toHaveBeenCalled();
    const read: string[] = [];
    for await (const name of names ?? []) read.push(name);
    expect(read).toEqual(['Hi 1', 'Hi 2', 'Hi 3']);
  });

  it('has no optional method the map does not name', () => {
    const port = lazyPort<Greeter>(async () => new LoadedGreeter('Hi'), { greet: true, count: true });
    expect(port.names).toBeUndefined();
  });

  it('makes each adapter once, from the loaded module and the client, and tries again after a failed load', async () => {
    let fail = true;
    const module = vi.fn(async () => {
      if (fail) throw new Error('chunk failed');
      return { Greeter: LoadedGreeter };
    });
    const adapter = adaptersFrom(module, async () => 'Olá');
    const greeter = adapter((loaded, greeting) => new loaded.Greeter(greeting));
    await expect(greeter()).rejects.toThrow('chunk failed');
    fail = false;
    const made = await greeter();
    expect(await made.greet('Ana')).toBe('Olá, Ana');
    expect(await greeter()).toBe(made);
    expect(module).toHaveBeenCalledTimes(2);
  });
});
