import { Divider } from 'antd';
import { useI18n } from '../../../i18n';
import { useWechatEnabled } from '../api';
import { WechatQr } from './WechatQr';

/** The WeChat part of the login page; nothing when the site has no WeChat app configured. */
export default function WechatLoginEntry() {
  const { t } = useI18n();
  if (!useWechatEnabled()) return null;
  return (
    <>
      <Divider plain>{t('wechat.or')}</Divider>
      <WechatQr label={t('wechat.login')} />
    </>
  );
}
