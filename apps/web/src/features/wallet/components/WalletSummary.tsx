import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { Panel } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { useMember } from '../../account/session';
import { coinsFormatter, Figures, IconTitle } from './Figures';
import '../wallet.css';

/**
 * The wallet figures on basicSettings: available coins, points, rewards, and the ways to top up, withdraw and see
 * bills. Plain markup.
 */
export function WalletSummary() {
  const { t } = useI18n();
  const member = useMember();
  const m = member.data;
  if (!m) return null;
  return (
    <Panel
      title={<IconTitle icon={<Icon icon={WalletOutlined} />} title={t('wallet.title')} />}
      large
      className="bh-gap-bottom"
      testId="wallet-summary"
    >
      <Figures
        items={[
          { id: 'coins', title: t('wallet.available'), value: m.coins, formatter: coinsFormatter('wallet-coins') },
          { id: 'points', title: t('activity.points'), value: m.points, testId: 'wallet-points' },
          { id: 'earned', title: t('invite.earned'), value: m.invitcoins, formatter: coinsFormatter() },
        ]}
      />
      <div className="bh-wallet-actions">
        <Link to="/personalCenter/recharge" className="bh-btn bh-btn-primary" data-testid="wallet-recharge">
          {t('wallet.title.recharge')}
        </Link>
        <Link to="/personalCenter/caseOut" className="bh-btn" data-testid="wallet-withdraw">
          {t('wallet.title.caseOut')}
        </Link>
        <Link to="/personalCenter/tradeManagement" className="bh-btn" data-testid="wallet-bills">
          {t('wallet.title.tradeManagement')}
        </Link>
      </div>
    </Panel>
  );
}
