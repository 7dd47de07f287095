/* Test helpers for WeChat Pay (wechatpay.test.ts, the refund tests): a stand-in for a merchant and the settings that point an app at it. */
import { generateKeyPairSync } from 'node:crypto';
import { startWechatPayStandin, type WechatPayStandin } from '../../dev/wechatpay-standin.js';

export interface TestMerchant {
  mchid: string;
  appId: string;
  /** the merchant certificate's serial */
  serial: string;
  apiv3Key: string;
}

/** Start a WeChat Pay stand-in for `merchant` (with a fresh merchant key); `env` is the WECHATPAY_* an app needs to use it. */
export async function wechatPayStandinFor(merchant: TestMerchant): Promise<{ wx: WechatPayStandin; env: Record<string, string> }> {
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const wx = await startWechatPayStandin({
    mchid: merchant.mchid,
    appId: merchant.appId,
    apiv3Key: merchant.apiv3Key,
    merchantSerial: merchant.serial,
    merchantPublicKey: key.publicKey,
  });
  const env = {
    WECHATPAY_MCHID: merchant.mchid,
    WECHATPAY_APP_ID: merchant.appId,
    WECHATPAY_SERIAL: merchant.serial,
    WECHATPAY_PRIVATE_KEY: key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    WECHATPAY_APIV3_KEY: merchant.apiv3Key,
    WECHATPAY_PLATFORM_PUBLIC_KEY: wx.platformPublicKeyPem,
    WECHATPAY_PLATFORM_SERIAL: wx.platformSerial,
    WECHATPAY_BASE: wx.url,
  };
  return { wx, env };
}
