import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatCents } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { BusyMark } from '../../../components/lite/Form';
import { Note } from '../../../components/lite/Content';
import { useUnread } from '../../messages/api';
import { walletApi, walletKeys } from '../api';

type Item = Awaited<ReturnType<typeof walletApi.rechargeInfo>>;

/** how often the page asks about the payment besides the live stream's nudge (the server asks WeChat at most so often) */
const CHECK_MS = 5_000;

/**
 * A WeChat Pay top-up waiting to be paid: the order's `code_url` as a QR code to scan with WeChat (the QR library
 * loaded only here), until its expiry. The page updates by itself: the coins are credited on WeChat's notification,
 * which tells the member a message — the live stream's unread count changes and the top-up is asked again — and it is
 * asked every few seconds besides. `onSettled` gets the top-up once it is paid or closed.
 */
export function WechatPayQr({
  id,
  codeUrl,
  amount,
  reference,
  expiresAt,
  onSettled,
}: {
  id: number;
  codeUrl: string;
  amount: number;
  reference: string;
  expiresAt?: string;
  onSettled: (item: Item) => void;
}) {
  const { t } = useI18n();
  const [qr, setQr] = useState<string | null>(null);
  const unread = useUnread(true).data?.unread;
  const check = useQuery({
    queryKey: walletKeys.recharges('info', id),
    queryFn: () => walletApi.rechargeInfo({ id }),
    refetchInterval: CHECK_MS,
  });
  const { refetch } = check;
  const seen = useRef(unread);
  useEffect(() => {
    if (seen.current !== unread) void refetch();
    seen.current = unread;
  }, [unread, refetch]);
  const settled = check.data && check.data.status !== 'pending' ? check.data : null;
  useEffect(() => {
    if (settled) onSettled(settled);
  }, [settled, onSettled]);

  useEffect(() => {
    let live = true;
    void import('qrcode').then((QRCode) => QRCode.toDataURL(codeUrl, { margin: 1, width: 220 })).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [codeUrl]);

  return (
    <div className="bh-gap-top bh-wechatpay" data-testid="wechatpay-panel" data-code-url={codeUrl}>
      <Note>
        <strong>{t('recharge.wechatpayTitle', { amount: formatCents(amount) })}</strong>
        <br />
        {t('recharge.wechatpayScan')}
      </Note>
      <div className="bh-wechatpay-qr">
        {qr ? <img src={qr} alt={t('recharge.wechatpayQrAlt')} width={220} height={220} data-testid="wechatpay-qr" /> : <BusyMark />}
      </div>
      <p className="bh-secondary" role="status" data-testid="wechatpay-waiting">
        <BusyMark /> {t('recharge.wechatpayWaiting')}
        {expiresAt && <> {t('recharge.wechatpayExpires', { time: formatDateTime(expiresAt) })}</>}
      </p>
      <p className="bh-secondary">
        {t('recharge.reference')}: {reference}
      </p>
    </div>
  );
}
