import { Button, Card } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { useMember } from '../../account/session';
import { coinsFormatter, Figures, IconTitle } from './Figures';
import '../wallet.css';

/** The wallet figures on basicSettings: available coins, points, rewards, and the ways to top up, withdraw and see bills. */
export function WalletSummary() {
  const { t } = useI18n();
  const member = useMember();
  const m = member.data;
  if (!m) return null;
  return (
    <Card title={<IconTitle icon={<WalletOutlined />} title={t('wallet.title')} />} className="bh-gap-bottom" data-testid="wallet-summary">
      <Figures
        items={[
          { id: 'coins', title: t('wallet.available'), value: m.coins, formatter: coinsFormatter('wallet-coins') },
          { id: 'points', title: t('activity.points'), value: m.points, testId: 'wallet-points' },
          { id: 'earned', title: t('invite.earned'), value: m.invitcoins, formatter: coinsFormatter() },
        ]}
      />
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
