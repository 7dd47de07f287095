import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { BusyMark } from '../../../components/lite/Form';
import { Note } from '../../../components/lite/Content';
import { walletApi, walletKeys } from '../api';

type Item = Awaited<ReturnType<typeof walletApi.rechargeInfo>>;

/** how often the page asks (the server asks Alipay about a pending top-up at most every 5 s) */
const CHECK_MS = 3_000;

/**
 * "Checking your payment": the member is back from Alipay's page (`/personalCenter/recharge?topup=<id>`). Coming back
 * proves nothing — the coins are credited on Alipay's notification — so the top-up is asked every few seconds (the
 * server asks Alipay too) until it is paid or closed; `onSettled` then gets it.
 */
export function AlipayCheck({ id, onSettled }: { id: number; onSettled: (item: Item) => void }) {
  const { t } = useI18n();
  const check = useQuery({
    queryKey: walletKeys.recharges('info', id),
    queryFn: () => walletApi.rechargeInfo({ id }),
    refetchInterval: CHECK_MS,
    retry: false,
  });
  const settled = check.data && check.data.status !== 'pending' ? check.data : null;
  useEffect(() => {
    if (settled) onSettled(settled);
  }, [settled, onSettled]);
  if (check.isError) return <Note testId="alipay-check-failed">{t('recharge.alipayUnknown')}</Note>;
  return (
    <div className="bh-gap-top" data-testid="alipay-checking">
      <Note>
        <strong>
          <BusyMark /> {t('recharge.alipayChecking')}
        </strong>
        <br />
        {t('recharge.alipayCheckingHint')}
        {check.data?.payUrl && (
          <>
            {' '}
            <a href={check.data.payUrl} data-testid="alipay-open">
              {t('recharge.alipayOpen')}
            </a>
          </>
        )}
      </Note>
    </div>
  );
}
