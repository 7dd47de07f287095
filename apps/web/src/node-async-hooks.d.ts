/**
 * The one Node API the server's render (entry-server.tsx) uses, typed here: the web client's types stay the browser's
 * (no @types/node in the client's program).
 */
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, fn: () => R): R;
    getStore(): T | undefined;
  }
}
