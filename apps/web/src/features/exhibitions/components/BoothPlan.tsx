import '../exhibitions.css';
import { useState } from 'react';
import { TabPanel, Tabs } from '../../../components/lite/Tabs';
import { useI18n } from '../../../i18n';
import type { PlanHall, PlanPlot } from '../lib/planTypes';
import type { BoothContext } from '../lib/prefill';
import { FloorPlan } from './FloorPlan';
import { OpensLegend } from './OpensLegend';
import { PlotPanel } from './PlotPanel';

/** The halls of an exhibition as tabs, each hall's plan, the legend, and the chosen plot's panel beside (below on phones). */
export function BoothPlan({ halls, context }: { halls: PlanHall[]; context: Omit<BoothContext, 'hall'> }) {
  const { t, lang } = useI18n();
  const [hallIndex, setHallIndex] = useState(0);
  const [plot, setPlot] = useState<PlanPlot | null>(null);
  if (halls.length === 0)
    return (
      <p className="bh-empty" data-testid="plan-empty">
        {t('exhibitions.plan.none')}
      </p>
    );
  const hall = halls[Math.min(hallIndex, halls.length - 1)]!;
  const hallName = (h: PlanHall) => (lang === 'en-US' && h.nameEn ? h.nameEn : h.name);
  const plan = (
    <>
      <p className="bh-secondary bh-no-margin">{t('exhibitions.plan.hint')}</p>
      <div className="bh-booth-layout">
        <div className="bh-booth-main">
          <FloorPlan hall={hall} selected={plot?.number ?? null} onSelect={setPlot} />
          <OpensLegend />
        </div>
        <aside className="bh-booth-side">
          {plot ? (
            <PlotPanel plot={plot} context={{ ...context, hall: hallName(hall) }} onClose={() => setPlot(null)} />
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
