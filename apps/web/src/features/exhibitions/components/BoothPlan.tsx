import { inLang } from '@boothhub/shared/lang';
import '../exhibitions.css';
import { useState } from 'react';
import { TabPanel, Tabs } from '../../../components/lite/Tabs';
import { useI18n } from '../../../i18n';
import type { PlanHall, PlanPlot } from '../lib/planTypes';
import type { BoothContext } from '../lib/prefill';
import { FloorPlan } from './FloorPlan';
import { OpensLegend } from './OpensLegend';
import { PlanFilters, StateLegend } from './PlanFilters';
import { PlotPanel } from './PlotPanel';
import { NO_FILTER, passes, type PlotFilter } from '../lib/plotStates';

/**
 * The halls of an exhibition as tabs, each hall's plan with its filters (free only, size, open sides) and legends
 * (booth states, open sides), and the chosen plot's panel beside (below on phones); `canMark`: the organiser or an
 * admin marks plots there. The chosen plot is followed by number, so a refreshed plan shows its new marks.
 */
export function BoothPlan({ halls, context, canMark = false }: { halls: PlanHall[]; context: Omit<BoothContext, 'hall'>; canMark?: boolean }) {
  const { t, lang } = useI18n();
  const [hallIndex, setHallIndex] = useState(0);
  const [picked, setPlot] = useState<PlanPlot | null>(null);
  const [filter, setFilter] = useState<PlotFilter>(NO_FILTER);
  if (halls.length === 0)
    return (
      <p className="bh-empty" data-testid="plan-empty">
        {t('exhibitions.plan.none')}
      </p>
    );
  const hall = halls[Math.min(hallIndex, halls.length - 1)]!;
  const plot = picked ? (hall.plots.find((p) => p.number === picked.number) ?? picked) : null;
  const stated = hall.plots.some((p) => p.state !== undefined);
  const hallName = (h: PlanHall) => inLang(lang, h.name, h.nameEn);
  const plan = (
    <>
      <p className="bh-secondary bh-no-margin">{t('exhibitions.plan.hint')}</p>
      {stated && (
        <PlanFilters value={filter} onChange={setFilter} shown={hall.plots.filter((p) => passes(p, filter)).length} total={hall.plots.length} />
      )}
      <div className="bh-booth-layout">
        <div className="bh-booth-main">
          <FloorPlan hall={hall} selected={plot?.number ?? null} onSelect={setPlot} filter={filter} />
          {stated && <StateLegend />}
          <OpensLegend plain={stated} />
        </div>
        <aside className="bh-booth-side">
          {plot ? (
            <PlotPanel plot={plot} context={{ ...context, hall: hallName(hall) }} onClose={() => setPlot(null)} canMark={canMark} />
          ) : (
            <span className="bh-secondary">{t('exhibitions.plan.pick')}</span>
          )}
        </aside>
      </div>
    </>
  );
  return (
    <div data-testid="booth-plan">
      {halls.length > 1 ? (
        <>
          <Tabs
            items={halls.map((h, i) => ({ key: String(i), label: <span data-testid={`plan-hall-${i}`}>{hallName(h)}</span> }))}
            active={String(hallIndex)}
            onChange={(k) => {
              setHallIndex(Number(k));
              setPlot(null);
            }}
            label={t('exhibitions.plan.halls')}
            idBase="plan-halls"
          />
          <TabPanel idBase="plan-halls" active={String(hallIndex)}>
            {plan}
          </TabPanel>
        </>
      ) : (
        plan
      )}
    </div>
  );
}
