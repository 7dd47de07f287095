import { aliyunGateway } from './aliyun.js';
import type { SmsGateway, SmsGatewaySettings } from './gateway.js';
import { tencentGateway } from './tencent.js';

export * from './gateway.js';
export * from './templates.js';

/** The configured gateway (SMS_PROVIDER=aliyun|tencent, config.sms.ts). */
export const smsGateway = (s: SmsGatewaySettings): SmsGateway => (s.provider === 'aliyun' ? aliyunGateway(s) : tencentGateway(s));
