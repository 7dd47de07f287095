import { useState } from 'react';
import { Card, Col, Empty, Row, Segmented, Select, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../app/PageSpin';
import { taskKeys } from '../api';
import { useTask } from '../useTask';
import { DeliveryView } from '../components/DeliveryView';
import { TaskActions } from '../components/TaskActions';
import { TaskLine, AutoAcceptLine } from '../components/TaskBits';
import { TaskMissing } from './OrderDetail';
import { useIdParam } from '../../../lib/useRecord';

function useDeliveries() {
  const id = useIdParam();
  const show = useTask(id);
  const deliveries = show.data?.deliveries ?? (show.data?.newdoc ? [show.data.newdoc] : []);
  return { id, show, deliveries };
}

/** /previewMyDesign?id=: one delivery version at a time, images zoomable; the publisher's accept / revise buttons below. */
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
      <Card title={t('tasks.title.previewMyDesign')}>
        <TaskLine task={task} />
        {current ? (
          <>
            {deliveries.length > 1 && (
              <Segmented
                className="bh-gap-bottom"
                value={current.version}
                onChange={(v) => setVersion(v as number)}
                options={deliveries.map((d) => ({ value: d.version, label: t('tasks.delivery.version', { version: d.version }) }))}
                data-testid="preview-versions"
              />
            )}
            <DeliveryView delivery={current} />
          </>
        ) : (
          <Empty description={t('tasks.delivery.none')} />
        )}
        <div className="bh-gap-top">
          <AutoAcceptLine at={show.data.detail.autoAcceptAt} />
          <TaskActions show={show.data} onChanged={() => qc.invalidateQueries({ queryKey: taskKeys.all })} hidePreview />
        </div>
      </Card>
    </div>
  );
}

/** /lookMyProjectDesign?id=: two delivery versions side by side (stacked on a phone). */
export function LookMyProjectDesign() {
  const { t } = useI18n();
  const { id, show, deliveries } = useDeliveries();
  const [left, setLeft] = useState<number | null>(null);
  const [right, setRight] = useState<number | null>(null);
  if (id === null) return <TaskMissing />;
  if (show.isPending) return <PageSpin />;
  if (show.isError) return <TaskMissing error={show.error} />;
  const task = show.data.detail;
  const versions = deliveries.map((d) => ({ value: d.version, label: t('tasks.delivery.version', { version: d.version }) }));
  const a = deliveries.find((d) => d.version === left) ?? deliveries[1] ?? deliveries[0];
  const b = deliveries.find((d) => d.version === right) ?? deliveries[0];
  return (
    <div className="bh-container" data-testid="task-compare-page">
      <Card title={t('tasks.title.lookMyProjectDesign')}>
        <TaskLine task={task} />
        {!a || !b ? (
          <Empty description={t('tasks.delivery.none')} />
        ) : (
          <Row gutter={[16, 16]}>
            {[
              { d: a, set: setLeft, testId: 'compare-left', label: t('tasks.compare.left') },
              { d: b, set: setRight, testId: 'compare-right', label: t('tasks.compare.right') },
            ].map(({ d, set, testId, label }) => (
              <Col xs={12} key={testId} data-testid={testId}>
                <Select value={d.version} options={versions} onChange={set} aria-label={label} className="bh-full bh-gap-bottom" />
                <DeliveryView delivery={d} compact />
              </Col>
            ))}
          </Row>
        )}
        <Typography.Paragraph type="secondary" className="bh-gap-top">
          {t('tasks.compare.hint')} {task.status !== 'completed' && t('tasks.delivery.watermarked')}
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
