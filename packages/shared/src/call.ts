import type { z } from 'zod';

/**
 * A call of the API, shared by server and client: its path under /api/, its
 * method, who may make it, and the schemas of its body and of `data` in the
 * successful answer. The server registers routes from these; the web client
 * calls them through its one request helper.
 */
export type Access = 'public' | 'member' | 'admin';

export interface Call<B extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> {
  path: string;
  method: 'GET' | 'POST';
  access: Access;
  body: B;
  data: D;
  summary: string;
  /** the call moves money and honours Idempotency-Key */
  idempotent?: boolean;
}

export const defineCall = <B extends z.ZodType, D extends z.ZodType>(call: Call<B, D>): Call<B, D> => call;

export type BodyOf<C> = C extends Call<infer B, z.ZodType> ? z.input<B> : never;
export type DataOf<C> = C extends Call<z.ZodType, infer D> ? z.output<D> : never;
