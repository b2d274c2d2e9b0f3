import { describe, expect, it, vi } from 'vitest';
import { lazyPort, once } from './lazy-port';

interface Greeter {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
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
});
