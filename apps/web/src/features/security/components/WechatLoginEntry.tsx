import { useI18n } from '../../../i18n';
import { useWechatEnabled } from '../api';
import { WechatQr } from './WechatQr';

/** The WeChat part of the login page (plain markup, decision 048); nothing when the site has no WeChat app configured. */
export default function WechatLoginEntry() {
  const { t } = useI18n();
  if (!useWechatEnabled()) return null;
  return (
    <>
      <div className="bh-divider">
        <span>{t('wechat.or')}</span>
      </div>
      <WechatQr label={t('wechat.login')} />
    </>
  );
}
