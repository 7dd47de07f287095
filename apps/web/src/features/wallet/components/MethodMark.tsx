import '../wallet.css';
import AlipayCircleFilled from '@ant-design/icons-svg/es/asn/AlipayCircleFilled';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import ExperimentOutlined from '@ant-design/icons-svg/es/asn/ExperimentOutlined';
import WechatFilled from '@ant-design/icons-svg/es/asn/WechatFilled';
import { Icon } from '../../../components/lite/Icon';

const marks = {
  alipay: { icon: AlipayCircleFilled, cls: 'bh-method-alipay' },
  wechatpay: { icon: WechatFilled, cls: 'bh-method-wechatpay' },
  bank: { icon: BankOutlined, cls: 'bh-method-bank' },
  sandbox: { icon: ExperimentOutlined, cls: 'bh-method-sandbox' },
} as const;

/** A payment method's mark in its brand colour beside its name (the top-up page's choices): decorative, the name says it. */
export function MethodMark({ method }: { method: string }) {
  const mark = marks[method as keyof typeof marks] ?? marks.bank;
  return <Icon icon={mark.icon} className={`bh-method-mark ${mark.cls}`} />;
}
