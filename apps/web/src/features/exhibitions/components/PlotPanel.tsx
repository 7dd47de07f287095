import { useState } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import FormOutlined from '@ant-design/icons-svg/es/asn/FormOutlined';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../../i18n';
import { opensLabel, statusKey } from '../../tasks/labels';
import { areaM2, sizeText, type PlanPlot } from '../lib/planTypes';
import { boothTaskUrl, type BoothContext } from '../lib/prefill';
import { myOpenTasks, plotState } from '../lib/plotStates';
import { OpensSwatch } from './OpensLegend';
import { StateSwatch } from './PlanFilters';
import { PlotMarkForm } from './PlotMarkForm';
import { Facts, Panel } from '../../../components/lite/Content';
import { Dialog, DialogButtons } from '../../../components/lite/Dialog';
import { Icon } from '../../../components/lite/Icon';

/**
 * The chosen plot: its number, size, open sides, state and exhibitor, the tasks already posted for it (linked), and
 * the way to post a design task for it (the form prefilled) — a business with an open task of theirs for it is asked
 * first whether they mean a second one. The organiser and admins mark it (`canMark`).
 */
export function PlotPanel({ plot, context, onClose, canMark }: { plot: PlanPlot; context: BoothContext; onClose: () => void; canMark: boolean }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const url = boothTaskUrl(context, plot, t('exhibitions.plan.booth'), lang);
  const mine = myOpenTasks(plot);
  const tasks = plot.tasks ?? [];
  const state = plotState(plot);
  return (
    <Panel
      className="bh-plot-panel"
      title={<span data-testid="plot-panel-title">{t('exhibitions.plan.number', { number: plot.number })}</span>}
      extra={
        <button type="button" className="bh-btn bh-btn-text bh-btn-icon bh-btn-small" aria-label={t('exhibitions.plan.close')} onClick={onClose}>
          <Icon icon={CloseOutlined} />
        </button>
      }
      testId="plot-panel"
    >
      <Facts
        items={[
          { key: 'hall', label: t('exhibitions.plan.hall'), children: context.hall },
          { key: 'size', label: t('exhibitions.plan.size'), children: <span data-testid="plot-panel-size">{sizeText(plot)}</span> },
          { key: 'area', label: t('exhibitions.plan.area'), children: t('exhibitions.card.area', { area: areaM2(plot) }) },
          {
            key: 'opens',
            label: t('exhibitions.plan.opens'),
            children: (
              <span data-testid="plot-panel-opens">
                <OpensSwatch opens={plot.opens} fill={plot.state !== undefined ? '#ffffff' : undefined} /> {opensLabel(lang, plot.opens)}
              </span>
            ),
          },
          ...(plot.state !== undefined
            ? [
                {
                  key: 'state',
                  label: t('exhibitions.state.label'),
                  children: (
                    <span data-testid="plot-panel-state">
                      <StateSwatch state={state} /> {t(`exhibitions.state.${state}`)}
                    </span>
                  ),
                },
              ]
            : []),
          ...(plot.exhibitor
            ? [
                {
                  key: 'exhibitor',
                  label: t('exhibitions.state.exhibitor'),
                  children: <span data-testid="plot-panel-exhibitor">{plot.exhibitor}</span>,
                },
              ]
            : []),
        ]}
      />
      {tasks.length > 0 && (
        <div className="bh-gap-top-s" data-testid="plot-panel-tasks">
          <h3 className="bh-h5">{t('exhibitions.state.tasks')}</h3>
          <ul className="bh-plot-tasks">
            {tasks.map((task) => (
              <li key={task.id}>
                <Link to={`/orderDetail?id=${task.id}`} data-testid={`plot-task-${task.id}`}>
                  {task.title}
                </Link>{' '}
                <span className="bh-secondary">· {t(statusKey(task.status as Parameters<typeof statusKey>[0]))}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <button
        type="button"
        className="bh-btn bh-btn-primary bh-btn-block bh-gap-top-s"
        onClick={() => (mine.length > 0 ? setAsking(true) : navigate(url))}
        data-testid="plot-post-task"
      >
        <Icon icon={FormOutlined} />
        {t('exhibitions.plan.postTask')}
      </button>
      {canMark && plot.id !== undefined && (
        <PlotMarkForm key={`${plot.id}-${state}`} exhibitionId={context.exhibitionId} plot={{ ...plot, id: plot.id }} />
      )}
      <Dialog
        open={asking}
        title={t('exhibitions.state.secondTitle', { number: plot.number })}
        onClose={() => setAsking(false)}
        testId="plot-second-task"
        footer={
          <DialogButtons
            onCancel={() => setAsking(false)}
            onOk={() => {
              setAsking(false);
              navigate(url);
            }}
            okText={t('exhibitions.state.secondOk')}
            okTestId="plot-second-task-ok"
          />
        }
      >
        <p>{t('exhibitions.state.secondBody', { n: mine.length })}</p>
        <ul className="bh-plot-tasks">
          {mine.map((task) => (
            <li key={task.id}>
              <Link to={`/orderDetail?id=${task.id}`} onClick={() => setAsking(false)} data-testid={`plot-second-task-${task.id}`}>
                {task.title}
              </Link>{' '}
              <span className="bh-secondary">· {t(statusKey(task.status as Parameters<typeof statusKey>[0]))}</span>
            </li>
          ))}
        </ul>
      </Dialog>
    </Panel>
  );
}
