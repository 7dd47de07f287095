import type { admin } from '@boothhub/shared';
import { formatCents } from '@boothhub/shared/cents';
import { useI18n, type MessageKey } from '../../../i18n';
import { Figure, FiguresCard } from '../../../components/DashboardBits';
import '../wallet.css';

const figures: Array<{ key: string; label: MessageKey }> = [
  { key: 'membersAvailable', label: 'wallet.dashboard.membersAvailable' },
  { key: 'escrow', label: 'wallet.dashboard.escrow' },
  { key: 'withdrawalHold', label: 'wallet.dashboard.withdrawalHold' },
  { key: 'platformRevenue', label: 'wallet.dashboard.platformRevenue' },
  { key: 'rewardsPaid', label: 'wallet.dashboard.rewardsPaid' },
  { key: 'cashHeld', label: 'wallet.dashboard.cashHeld' },
];

/** The money part of the back-office dashboard (coins held, in escrow, in withdrawal, platform revenue …); its queues are in the
 * dashboard's list of every queue (admin/menu.ts). */
export function DashboardMoney({ data }: { data: admin.Dashboard }) {
  const { t } = useI18n();
  const money = data.money ?? {};
  return (
    <FiguresCard title={t('wallet.dashboard.title')} testId="dashboard-money">
      {figures.map((f) => (
        <Figure key={f.key} label={t(f.label)} value={<span data-testid={`dashboard-money-${f.key}`}>{formatCents(money[f.key] ?? 0)}</span>} />
      ))}
    </FiguresCard>
  );
}
