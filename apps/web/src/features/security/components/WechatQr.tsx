import { useState } from 'react';
import WechatOutlined from '@ant-design/icons-svg/es/asn/WechatOutlined';
import { useI18n } from '../../../i18n';
import { BusyMark } from '../../../components/lite/Form';
import { Icon } from '../../../components/lite/Icon';
import { wechatApi } from '../api';

/**
 * "Log in with WeChat": asks Wechat/login for WeChat's authorize URL (its state is bound to this browser for
 * 10 minutes) and shows it as a QR code and a link. The QR library is loaded only when the button is used. Plain
 * markup (decision 048): on the login page and in the security settings.
 */
export function WechatQr({ bind, label }: { bind?: boolean; label: string }) {
  const { t } = useI18n();
  const [shown, setShown] = useState<{ url: string; qr: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const { url } = await wechatApi.login(bind ? { bind: true } : {});
      const QRCode = await import('qrcode');
      const qr = await QRCode.toDataURL(url, { margin: 1, width: 200 });
      setShown({ url, qr });
    } catch {
      // shown by the request helper
    } finally {
      setBusy(false);
    }
  };

  if (!shown) {
    return (
      <button
        type="button"
        className="bh-btn bh-btn-block"
        onClick={busy ? undefined : () => void start()}
        aria-busy={busy || undefined}
        data-testid="wechat-start"
      >
        {busy ? <BusyMark /> : <Icon icon={WechatOutlined} />}
        {label}
      </button>
    );
  }
  return (
    <div className="bh-wechat-panel" data-testid="wechat-panel">
      <img src={shown.qr} alt={t('wechat.qrAlt')} width={200} height={200} data-testid="wechat-qr" />
      <span className="bh-secondary">{t('wechat.scan')}</span>
      <a href={shown.url} data-testid="wechat-link">
        {t('wechat.openLink')}
      </a>
    </div>
  );
}
