import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import FormOutlined from '@ant-design/icons-svg/es/asn/FormOutlined';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n';
import { opensLabel } from '../../tasks/labels';
import { areaM2, sizeText, type PlanPlot } from '../lib/planTypes';
import { boothTaskUrl, type BoothContext } from '../lib/prefill';
import { OpensSwatch } from './OpensLegend';
import { Facts, Panel } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';

/** The chosen plot: its number, size, open sides and the way to post a design task for it (the form prefilled). */
export function PlotPanel({ plot, context, onClose }: { plot: PlanPlot; context: BoothContext; onClose: () => void }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
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
                <OpensSwatch opens={plot.opens} /> {opensLabel(lang, plot.opens)}
              </span>
            ),
          },
        ]}
      />
      <button
        type="button"
        className="bh-btn bh-btn-primary bh-btn-block bh-gap-top-s"
        onClick={() => navigate(boothTaskUrl(context, plot, t('exhibitions.plan.booth')))}
        data-testid="plot-post-task"
      >
        <Icon icon={FormOutlined} />
        {t('exhibitions.plan.postTask')}
      </button>
    </Panel>
  );
}
