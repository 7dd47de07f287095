import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { useI18n } from '../../../i18n';
import { wechatApi } from '../api';

/**
 * "Log in with WeChat": asks Wechat/login for WeChat's authorize URL (its state is bound to this browser for
 * 10 minutes) and shows it as a QR code and a link. The QR library is loaded only when the button is used.
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
      <Button icon={<WechatOutlined />} block onClick={start} loading={busy} data-testid="wechat-start">
        {label}
      </Button>
    );
  }
  return (
    <Space direction="vertical" align="center" style={{ width: '100%' }} data-testid="wechat-panel">
      <img src={shown.qr} alt={t('wechat.qrAlt')} width={200} height={200} data-testid="wechat-qr" />
      <Typography.Text type="secondary">{t('wechat.scan')}</Typography.Text>
      <a href={shown.url} data-testid="wechat-link">
        {t('wechat.openLink')}
      </a>
    </Space>
  );
}
