import type { admin } from '@boothhub/shared';
import { formatCents } from '@boothhub/shared/cents';
import { useI18n, type MessageKey } from '../../../i18n';
import { Figure, FiguresCard, QueueBadge } from '../../../components/DashboardBits';
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
      <FiguresCard title={t('wallet.dashboard.title')} testId="dashboard-money">
        {figures.map((f) => (
          <Figure key={f.key} label={t(f.label)} value={<span data-testid={`dashboard-money-${f.key}`}>{formatCents(money[f.key] ?? 0)}</span>} />
        ))}
      </FiguresCard>
      <FiguresCard title={t('wallet.dashboard.queues')}>
        {queues.map((q) => (
          <QueueBadge key={q.key} to={q.to} count={data.queues[q.key] ?? 0} testId={`dashboard-queue-${q.key}`}>
            {t(q.label)}
          </QueueBadge>
        ))}
      </FiguresCard>
    </>
  );
}
