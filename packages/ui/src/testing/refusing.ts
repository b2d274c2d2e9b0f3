/**
 * The one refusal a view test needs from an otherwise working memory adapter (issue 26 §4: view tests run on the
 * memory adapters, which answer as the server does): `method` rejects with `error` until `allow()` is called.
 */
export function refusing<Port extends object>(
  port: Port,
  method: keyof Port & string,
  error: unknown,
): { allow(): void } {
  const calls = port as unknown as Record<string, unknown>;
  const own = Object.getOwnPropertyDescriptor(port, method);
  calls[method] = () => Promise.reject(error);
  return {
    allow() {
      if (own) Object.defineProperty(port, method, own);
      else delete calls[method];
    },
  };
}
