import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatCents, type BodyOf, type taskGuide } from '@boothhub/shared';
import { designTypes, taskLimits as limits } from '@boothhub/shared/contracts/taskOptions';
import { useI18n, type MessageKey } from '../../../i18n';
import { publicTasksApi, taskKeys } from '../publicApi';
import { typeLabel } from '../labels';

type GuideBody = BodyOf<typeof taskGuide.budgetGuide>;
type Guide = NonNullable<Awaited<ReturnType<typeof publicTasksApi.guide>>['guide']>;

/** a price per m² as people say it: whole coins from 10 coins up, else coins and cents */
const perM2 = (cents: number) => (cents >= 1000 ? String(Math.round(cents / 100)) : formatCents(cents));

const whole = (s: string | number, min: number, max: number) => {
  const n = typeof s === 'number' ? s : /^\d+$/.test(s.trim()) ? Number(s.trim()) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/**
 * The guidance's body from a brief's fields as typed, or null while one is missing or out of range: the city is the
 * city field or, left empty, the venue's first word (as the server files it).
 */
export function guideBody(v: {
  city: string;
  addr: string;
  types: string;
  layer: string | number;
  opens: string | number;
  plaza: string | number;
  cost?: number | null;
}): GuideBody | null {
  const city = (v.city.trim() || v.addr.trim().split(/\s+/)[0] || '').slice(0, limits.city.max);
  const plaza = whole(v.plaza, limits.plaza.min, limits.plaza.max);
  const layer = whole(v.layer, limits.layer.min, limits.layer.max);
  const opens = whole(v.opens, limits.opens.min, limits.opens.max);
  if (!city || plaza === null || layer === null || opens === null || !(v.types in designTypes)) return null;
  return { city, types: v.types as GuideBody['types'], layer, opens, plaza, ...(v.cost && v.cost > 0 ? { cost: v.cost } : {}) };
}

/** `value` once it has stayed the same for `ms` (the guidance asks when the member pauses, not at every key) */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the value's content, not its identity
  }, [key, ms]);
  return settled;
}

function useGuide(body: GuideBody | null, settleMs: number) {
  const settled = useSettled(body, settleMs);
  return useQuery({
    queryKey: taskKeys.guide(settled),
    queryFn: () => publicTasksApi.guide(settled!),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** "上海 · 展台设计 · 1 层: 中位 150 金币/m²（120–190，37 个已完成任务）" and which widening it took. */
function GuideLines({ guide, types, layer }: { guide: Guide; types: string; layer: number }) {
  const { t, lang } = useI18n();
  const area =
    guide.area.max === null ? t('tasks.guide.areaUp', { min: guide.area.min }) : t('tasks.guide.area', { min: guide.area.min, max: guide.area.max });
  return (
    <>
      <strong data-testid="task-guide-line">
        {t('tasks.guide.line', {
          place: guide.placeName ?? t('tasks.guide.anywhere'),
          type: typeLabel(lang, types),
          layer,
          median: perM2(guide.median),
          p25: perM2(guide.p25),
          p75: perM2(guide.p75),
          count: guide.count,
        })}
      </strong>
      <span className="bh-secondary" data-testid="task-guide-step" data-step={guide.step}>
        {t(`tasks.guide.step.${guide.step}` as MessageKey, { area, opens: guide.opens ?? 0 })}
      </span>
    </>
  );
}

const positionText = (t: ReturnType<typeof useI18n>['t'], guide: Guide, perM2Cents: number) =>
  guide.position ? t(`tasks.guide.position.${guide.position}` as MessageKey, { amount: perM2(perM2Cents) }) : null;

/**
 * Beside the brief's budget: what similar completed tasks paid per m², updated as the business edits the area, city,
 * type, storeys, open sides and budget (decision 075); nothing from fewer than the minimum sample.
 */
export function BriefGuide({ values }: { values: Parameters<typeof guideBody>[0] }) {
  const { t } = useI18n();
  const body = guideBody(values);
  const guide = useGuide(body, 350);
  const answer = body ? guide.data : undefined;
  return (
    <div className="bh-note bh-task-guide bh-gap-bottom" role="status" aria-live="polite" data-testid="task-guide">
      <span className="bh-h5">{t('tasks.guide.title')}</span>
      {!body ? (
        <span className="bh-secondary">{t('tasks.guide.fill')}</span>
      ) : answer === undefined ? null : answer.guide === null ? (
        <span className="bh-secondary" data-testid="task-guide-none">
          {t('tasks.guide.none', { min: answer.minSample })}
        </span>
      ) : (
        <>
          <GuideLines guide={answer.guide} types={body.types} layer={body.layer} />
          {body.cost !== undefined && (
            <span data-testid="task-guide-position" data-position={answer.guide.position}>
              {positionText(t, answer.guide, Math.floor(body.cost / body.plaza))}
            </span>
          )}
        </>
      )}
    </div>
  );
}

/** On a task's page: where its budget stands against similar completed tasks (designers judge a brief by it). */
export function TaskBudgetGuide({
  task,
}: {
  task: { city: string; addr: string; types: string; layer: number; opens: number; plaza: number; cost: number };
}) {
  const { t } = useI18n();
  const body = guideBody(task);
  const guide = useGuide(body, 0);
  const answer = guide.data?.guide;
  if (!body || !answer) return null;
  return (
    <div className="bh-task-guide bh-gap-top" data-testid="task-guide">
      <span data-testid="task-guide-position" data-position={answer.position}>
        {positionText(t, answer, Math.floor(task.cost / task.plaza))}
      </span>
      <GuideLines guide={answer} types={body.types} layer={body.layer} />
    </div>
  );
}
