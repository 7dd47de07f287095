/* Test helpers for Alipay (alipay.test.ts, payout.test.ts, the refund tests): a stand-in for an app and the settings that point the server at it. */
import { generateKeyPairSync } from 'node:crypto';
import { startAlipayStandin, type AlipayStandin } from '../../dev/alipay-standin.js';

/** Start an Alipay stand-in for app `appId` (with a fresh app key, PKCS#1); `env` is the ALIPAY_* the server needs to use it. */
export async function alipayStandinFor(appId: string): Promise<{ ali: AlipayStandin; env: Record<string, string> }> {
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const ali = await startAlipayStandin({ appId, appPublicKey: key.publicKey });
  const env = {
    ALIPAY_APP_ID: appId,
    ALIPAY_PRIVATE_KEY: key.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    ALIPAY_PUBLIC_KEY: ali.publicKeyPem,
    ALIPAY_GATEWAY: ali.gateway,
  };
  return { ali, env };
}
