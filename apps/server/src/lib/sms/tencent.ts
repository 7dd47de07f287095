import { e164, refusal, SEND_TIMEOUT_MS, type SmsGateway, type SmsGatewaySettings } from './gateway.js';

/**
 * Tencent Cloud SMS (sms 2021-01-11, `SendSms`) through its SDK, `tencentcloud-sdk-nodejs-sms`: it signs each
 * request with TC3-HMAC-SHA256 and takes the gateway's host and scheme from its http profile, so SMS_ENDPOINT points
 * it at the stand-in (src/dev/tencent-sms-standin.ts). The service in the signature's scope is the first label of
 * the host, as the SDK derives it (`sms` for sms.tencentcloudapi.com). A whole request refused is an exception with
 * the code; one number refused is that number's `SendStatusSet` entry with its code.
 */

const TENCENT_HOST = 'sms.tencentcloudapi.com';

type TencentSms = typeof import('tencentcloud-sdk-nodejs-sms');
type Client = InstanceType<TencentSms['sms']['v20210111']['Client']>;

export function tencentGateway(s: SmsGatewaySettings): SmsGateway {
  const target = s.endpoint ? new URL(s.endpoint) : new URL(`https://${TENCENT_HOST}`);
  let client: Promise<Client> | undefined;
  const open = () =>
    (client ??= import('tencentcloud-sdk-nodejs-sms').then((mod) => {
      const { sms } = (mod as { sms?: TencentSms['sms'] }).sms ? (mod as TencentSms) : (mod as { default: TencentSms }).default;
      return new sms.v20210111.Client({
        credential: { secretId: s.keyId, secretKey: s.keySecret },
        region: s.region,
        profile: { httpProfile: { endpoint: target.host, protocol: `${target.protocol}//`, reqTimeout: SEND_TIMEOUT_MS / 1000 } },
      });
    }));
  return {
    name: 'tencent',
    async send(msg) {
      const c = await open();
      let status: { Code?: string; Message?: string; SerialNo?: string } | undefined;
      try {
        const res = await c.SendSms({
          PhoneNumberSet: [e164(msg.phone)],
          SmsSdkAppId: s.appId!,
          SignName: s.signName,
          TemplateId: s.templates[msg.template],
          TemplateParamSet: msg.params.map(([, v]) => v),
        });
        status = res.SendStatusSet?.[0];
      } catch (err) {
        const e = err as { code?: string; message?: string };
        throw refusal(e.code ?? 'NetworkError', e.message ?? 'no answer');
      }
      if (status?.Code !== 'Ok') throw refusal(status?.Code ?? 'NoStatus', status?.Message ?? 'no status for the number');
      return { id: status.SerialNo ?? '' };
    },
  };
}
