import { Button, Card, Statistic } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { formatCents } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { useMember } from '../../account/session';
import '../wallet.css';

/** The wallet figures on basicSettings: available coins, points, rewards, and the ways to top up, withdraw and see bills. */
export function WalletSummary() {
  const { t } = useI18n();
  const member = useMember();
  const m = member.data;
  if (!m) return null;
  return (
    <Card
      title={
        <>
          <WalletOutlined /> {t('wallet.title')}
        </>
      }
      className="bh-gap-bottom"
      data-testid="wallet-summary"
    >
      <div className="bh-wallet-figures">
        <div className="bh-wallet-figure">
          <Statistic
            title={t('wallet.available')}
            value={m.coins}
            formatter={(v) => <span data-testid="wallet-coins">{formatCents(Number(v))}</span>}
          />
        </div>
        <div className="bh-wallet-figure">
          <Statistic title={t('activity.points')} value={m.points} data-testid="wallet-points" />
        </div>
        <div className="bh-wallet-figure">
          <Statistic title={t('invite.earned')} value={m.invitcoins} formatter={(v) => formatCents(Number(v))} />
        </div>
      </div>
      <div className="bh-wallet-actions">
        <Link to="/personalCenter/recharge" data-testid="wallet-recharge">
          <Button type="primary">{t('wallet.title.recharge')}</Button>
        </Link>
        <Link to="/personalCenter/caseOut" data-testid="wallet-withdraw">
          <Button>{t('wallet.title.caseOut')}</Button>
        </Link>
        <Link to="/personalCenter/tradeManagement" data-testid="wallet-bills">
          <Button>{t('wallet.title.tradeManagement')}</Button>
        </Link>
      </div>
    </Card>
  );
}
