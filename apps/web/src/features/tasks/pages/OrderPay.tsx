import { useQueryClient } from '@tanstack/react-query';
import { formatCents } from '@boothhub/shared';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { useAfterSave } from '../../../components/useAfterSave';
import { PageSpin } from '../../../components/PageSpin';
import { ResultView } from '../../../components/LinkResult';
import { Checkout } from '../../../components/Checkout';
import { Panel } from '../../../components/lite/Content';
import { isApiError } from '../../../lib/request';
import { sessionKeys } from '../../account/session';
import { taskKeys, tasksApi } from '../api';
import { useTask } from '../useTask';
import { TaskMissing } from '../components/TaskMissing';
import { useIdParam } from '../../../lib/useRecord';

/**
 * /orderPay?id= (businessTaskPay): the budget paid into escrow through the one checkout (components/Checkout.tsx:
 * the available coins, a top-up link when they are short, the PIN, one Idempotency-Key per attempt). The budget shown
 * is sent: edited meanwhile, TASK_PRICE_CHANGED reloads the task. Plain markup (decision 045's pattern).
 */
export default function OrderPay() {
  const { t } = useI18n();
  const id = useIdParam();
  const afterSave = useAfterSave();
  const qc = useQueryClient();
  const show = useTask(id);

  if (id === null) return <TaskMissing />;
  if (show.isPending) return <PageSpin />;
  if (show.isError || show.data.relation !== 'publisher') return <TaskMissing error={show.error} />;
  const task = show.data.detail;
  if (task.status !== 'unpaid')
    return (
      <div className="bh-container bh-narrow">
        <ResultView
          status="success"
          title={t('tasks.pay.already')}
          extra={
            <Link to={`/orderDetail?id=${task.id}`} data-testid="pay-to-task">
              {t('tasks.pub.toTask')}
            </Link>
          }
        />
      </div>
    );

  return (
    <div className="bh-container bh-narrow">
      <Panel large testId="task-pay-page">
        <h1 className="bh-h3 bh-gap-bottom">{t('tasks.title.orderPay')}</h1>
        <Checkout
          price={task.cost}
          what={task.title}
          priceLabel={t('tasks.pay.amount')}
          hint={t('tasks.pay.escrowHint')}
          submitLabel={t('tasks.pay.submit', { amount: formatCents(task.cost) })}
          testId="pay"
          pay={(paycode, key) => tasksApi.pay({ id: task.id, paycode, price: task.cost }, key)}
          onPaid={() => afterSave({ said: t('tasks.pay.done'), refresh: [sessionKeys.member, taskKeys.all], go: `/orderDetail?id=${task.id}` })}
          onRefused={async (e) => {
            if (isApiError(e) && e.errorCode === 'TASK_PRICE_CHANGED') await qc.invalidateQueries({ queryKey: taskKeys.all });
          }}
        />
      </Panel>
    </div>
  );
}
