import { Badge, Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { formatCents, type admin } from '@boothhub/shared';
import { useI18n, type MessageKey } from '../../../i18n';
import '../wallet.css';

const figures: Array<{ key: string; label: MessageKey }> = [
  { key: 'membersAvailable', label: 'wallet.dashboard.membersAvailable' },
  { key: 'escrow', label: 'wallet.dashboard.escrow' },
  { key: 'withdrawalHold', label: 'wallet.dashboard.withdrawalHold' },
  { key: 'platformRevenue', label: 'wallet.dashboard.platformRevenue' },
  { key: 'rewardsPaid', label: 'wallet.dashboard.rewardsPaid' },
  { key: 'cashHeld', label: 'wallet.dashboard.cashHeld' },
];

const queues: Array<{ key: string; label: MessageKey; to: string }> = [
  { key: 'identity', label: 'wallet.title.adminIdentities', to: '/admin/identity' },
  { key: 'recharges', label: 'wallet.title.adminRecharges', to: '/admin/recharges' },
  { key: 'withdrawals', label: 'wallet.title.adminWithdrawals', to: '/admin/withdrawals' },
];

/** The money part of the back-office dashboard (coins held, in escrow, in withdrawal, platform revenue …) and the wallet queues. */
export function DashboardMoney({ data }: { data: admin.Dashboard }) {
  const { t } = useI18n();
  const money = data.money ?? {};
  return (
    <>
      <Card title={t('wallet.dashboard.title')} className="bh-gap-top" data-testid="dashboard-money">
        <Row gutter={[16, 16]}>
          {figures.map((f) => (
            <Col xs={12} md={8} key={f.key}>
              <Statistic
                title={t(f.label)}
                value={money[f.key] ?? 0}
                formatter={(v) => <span data-testid={`dashboard-money-${f.key}`}>{formatCents(Number(v))}</span>}
              />
            </Col>
          ))}
        </Row>
      </Card>
      <Card title={t('wallet.dashboard.queues')} className="bh-gap-top">
        <Row gutter={[16, 16]}>
          {queues.map((q) => (
            <Col xs={24} sm={8} key={q.key}>
              <Link to={q.to} data-testid={`dashboard-queue-${q.key}`}>
                <Badge count={data.queues[q.key] ?? 0} showZero offset={[12, 0]} color={(data.queues[q.key] ?? 0) > 0 ? 'red' : 'green'}>
                  {t(q.label)}
                </Badge>
              </Link>
            </Col>
          ))}
        </Row>
      </Card>
    </>
  );
}
