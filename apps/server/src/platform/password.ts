import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum). */
export const hashSecret = (plain: string) => hash(plain);
export async function verifySecret(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
/** a hash of nothing, verified against on unknown phones so both paths take the same time */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashSecret('not-a-real-password-0'));
