import { refusal, SEND_TIMEOUT_MS, SmsRefusal, type SmsGateway, type SmsGatewaySettings } from './gateway.js';

/**
 * Aliyun SMS (dysmsapi 2017-05-25, `SendSms`) through its SDK, `@alicloud/dysmsapi20170525`: it signs each request
 * with ACS3-HMAC-SHA256 and takes the gateway's address from `endpoint`, so SMS_ENDPOINT points it at the stand-in
 * (src/dev/aliyun-sms-standin.ts). Loaded on the first send: the SDK takes ~0.2 s to load and most servers never
 * use it. The SDK retries nothing here (autoretry off): the outbox retries with its own back-off.
 */

/** Aliyun's default endpoint (its central one, as the SDK picks for cn-hangzhou) */
const ALIYUN_HOST = 'dysmsapi.aliyuncs.com';

type Dysms = typeof import('@alicloud/dysmsapi20170525');

/** a CommonJS package imported from ESM: its exports are under `default` at run time, as its types do not say */
const cjs = <T>(mod: T): T => ((mod as { default?: { default?: unknown } }).default?.default ? (mod as { default: T }).default : mod);

export function aliyunGateway(s: SmsGatewaySettings): SmsGateway {
  const target = s.endpoint ? new URL(s.endpoint) : new URL(`https://${ALIYUN_HOST}`);
  const protocol = target.protocol === 'http:' ? 'http' : 'https';
  let client: Promise<{ sdk: Dysms; send: InstanceType<Dysms['default']> }> | undefined;
  const open = () =>
    (client ??= Promise.all([import('@alicloud/dysmsapi20170525'), import('@alicloud/openapi-core')]).then(([dysms, core]) => {
      const sdk = cjs(dysms);
      const { $OpenApiUtil } = cjs(core);
      const config = new $OpenApiUtil.Config({
        accessKeyId: s.keyId,
        accessKeySecret: s.keySecret,
        endpoint: target.host,
        protocol,
        regionId: s.region,
      });
      return { sdk, send: new sdk.default(config) };
    }));
  return {
    name: 'aliyun',
    async send(msg) {
      const { sdk, send } = await open();
      const request = new sdk.SendSmsRequest({
        phoneNumbers: msg.phone,
        signName: s.signName,
        templateCode: s.templates[msg.template],
        ...(msg.params.length ? { templateParam: JSON.stringify(Object.fromEntries(msg.params)) } : {}),
      });
      let body: { code?: string; message?: string; bizId?: string } | undefined;
      try {
        const res = await send.sendSmsWithOptions(request, {
          protocol,
          autoretry: false,
          connectTimeout: SEND_TIMEOUT_MS,
          readTimeout: SEND_TIMEOUT_MS,
        } as never);
        body = res.body;
      } catch (err) {
        // an HTTP error answer (a bad signature, throttling) or no answer at all
        const e = err as { code?: string; message?: string; data?: { Code?: string; Message?: string } };
        throw refusal(e.data?.Code ?? e.code ?? 'NetworkError', e.data?.Message ?? e.message ?? 'no answer');
      }
      if (body?.code !== 'OK') throw refusal(body?.code ?? 'NoCode', body?.message ?? 'no message');
      if (!body.bizId) throw new SmsRefusal('OK without a BizId', 'retry');
      return { id: body.bizId };
    },
  };
}
