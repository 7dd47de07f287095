import type { z } from 'zod';

/**
 * A call of the API, shared by server and client: its path under /api/, its
 * method, who may make it, and the schemas of its body and of `data` in the
 * successful answer. The server registers routes from these; the web client
 * calls them through its one request helper.
 */
export type Access = 'public' | 'member' | 'admin';

export interface Call<B extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType, P extends string = string> {
  /** kept as its literal type, so a client can name a call by its path alone (apps/web lib/request `call`) */
  path: P;
  method: 'GET' | 'POST';
  access: Access;
  body: B;
  data: D;
  summary: string;
  /** the call moves money and honours Idempotency-Key */
  idempotent?: boolean;
  /**
   * the call checks a secret of the member in body field `field`: the login password (under the login lockout) or
   * the payment PIN (under the PIN lockout); test/lockout.test.ts finds every such call by this mark and by its body
   */
  checks?: { secret: 'password' | 'paycode'; field: string };
}

export const defineCall = <B extends z.ZodType, D extends z.ZodType, P extends string>(call: Call<B, D, P>): Call<B, D, P> => call;

export type BodyOf<C> = C extends Call<infer B, z.ZodType> ? z.input<B> : never;
export type DataOf<C> = C extends Call<z.ZodType, infer D> ? z.output<D> : never;
