import { Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../components/PageSpin';
import { lazyPlain } from '../../../lib/lazyPlain';
import { Panel } from '../../../components/lite/Content';
import { Segmented } from '../../../components/lite/Segmented';
import { Select } from '../../../components/lite/Select';
import { useIdParam } from '../../../lib/useRecord';
import { taskKeys } from '../api';
import { useTask } from '../useTask';
import { DeliveryView } from '../components/DeliveryView';
import { TaskLine, AutoAcceptLine } from '../components/TaskBits';
import { TaskMissing } from '../components/TaskMissing';

// the publisher's accept / revise buttons (plain confirmations and forms): loaded after the deliveries show
const TaskActions = lazyPlain(() => import('../components/TaskActions').then((m) => m.TaskActions));

function useDeliveries() {
  const id = useIdParam();
  const show = useTask(id);
  const deliveries = show.data?.deliveries ?? (show.data?.newdoc ? [show.data.newdoc] : []);
  return { id, show, deliveries };
}

/**
 * /previewMyDesign?id=: one delivery version at a time, images zoomable; the publisher's accept / revise buttons below.
 * Plain markup (decision 051); the buttons load after the page.
 */
export default function PreviewDesign() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const { id, show, deliveries } = useDeliveries();
  const [version, setVersion] = useState<number | null>(null);
  if (id === null) return <TaskMissing />;
  if (show.isPending) return <PageSpin />;
  if (show.isError) return <TaskMissing error={show.error} />;
  const task = show.data.detail;
  const current = deliveries.find((d) => d.version === version) ?? deliveries[0];
  return (
    <div className="bh-container" data-testid="task-preview-page">
      <Panel title={t('tasks.title.previewMyDesign')} level={1} large>
        <TaskLine task={task} />
        {current ? (
          <>
            {deliveries.length > 1 && (
              <div className="bh-gap-bottom">
                <Segmented
                  value={String(current.version)}
                  onChange={(v) => setVersion(Number(v))}
                  label={t('tasks.title.previewMyDesign')}
                  name="preview-version"
                  options={deliveries.map((d) => ({ value: String(d.version), label: t('tasks.delivery.version', { version: d.version }) }))}
                  testId="preview-versions"
                />
              </div>
            )}
            <DeliveryView delivery={current} />
          </>
        ) : (
          <p className="bh-empty">{t('tasks.delivery.none')}</p>
        )}
        <div className="bh-gap-top">
          <AutoAcceptLine at={show.data.detail.autoAcceptAt} />
          <Suspense fallback={null}>
            <TaskActions show={show.data} onChanged={() => qc.invalidateQueries({ queryKey: taskKeys.all })} hidePreview />
          </Suspense>
        </div>
      </Panel>
    </div>
  );
}

/** /lookMyProjectDesign?id=: two delivery versions side by side (stacked on a phone). Plain markup. */
export function LookMyProjectDesign() {
  const { t } = useI18n();
  const { id, show, deliveries } = useDeliveries();
  const [left, setLeft] = useState<number | null>(null);
  const [right, setRight] = useState<number | null>(null);
  if (id === null) return <TaskMissing />;
  if (show.isPending) return <PageSpin />;
  if (show.isError) return <TaskMissing error={show.error} />;
  const task = show.data.detail;
  const versions = deliveries.map((d) => ({ value: String(d.version), label: t('tasks.delivery.version', { version: d.version }) }));
  const a = deliveries.find((d) => d.version === left) ?? deliveries[1] ?? deliveries[0];
  const b = deliveries.find((d) => d.version === right) ?? deliveries[0];
  return (
    <div className="bh-container" data-testid="task-compare-page">
      <Panel title={t('tasks.title.lookMyProjectDesign')} level={1} large>
        <TaskLine task={task} />
        {!a || !b ? (
          <p className="bh-empty">{t('tasks.delivery.none')}</p>
        ) : (
          <div className="bh-compare-cols">
            {[
              { d: a, set: setLeft, testId: 'compare-left', label: t('tasks.compare.left') },
              { d: b, set: setRight, testId: 'compare-right', label: t('tasks.compare.right') },
            ].map(({ d, set, testId, label }) => (
              <div key={testId} data-testid={testId}>
                <div className="bh-gap-bottom">
                  <Select value={String(d.version)} options={versions} onChange={(v) => v && set(Number(v))} label={label} />
                </div>
                <DeliveryView delivery={d} compact />
              </div>
            ))}
          </div>
        )}
        <p className="bh-secondary bh-gap-top">
          {t('tasks.compare.hint')} {task.status !== 'completed' && t('tasks.delivery.watermarked')}
        </p>
      </Panel>
    </div>
  );
}
