import {
  AREA_BANDS,
  areaBandOf,
  areaRange,
  figuresOf,
  GUIDE_MIN_SAMPLE,
  guideSteps,
  positionOf,
  priceBucket,
  type GuidePlace,
  type Lang,
} from '@boothhub/shared';
import type { BudgetGuide, BudgetGuideBody } from '@boothhub/shared/contracts/taskGuide';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { regionCityOf, type RegionCity } from '../categories/categories.service.js';
import * as repo from './guide.repository.js';
import * as matchRepo from './match.repository.js';
import type { TaskRow } from './tasks.repository.js';

/**
 * Budget guidance (docs/rules/tasks.md "Budget guidance", decision 075). A task that completes with its budget paid
 * to the designer adds one sample to each of its bands in the same transaction (`recordCompletion`, from the state
 * machine); the guidance reads the bands' histograms (`budgetGuide`), widening step by step until a band holds
 * GUIDE_MIN_SAMPLE tasks, and never reads the tasks themselves.
 */

export interface Places {
  city: string;
  province: string | null;
  region: RegionCity | undefined;
  typed: string;
}

/**
 * The band keys of a city as a brief names it: the region tree's city and province when the tree knows it (so 上海
 * and Shanghai are one place), otherwise the name itself, lower-cased, with no province.
 */
export async function placesOf(db: Db, cityName: string): Promise<Places> {
  const typed = cityName.trim();
  const region = await regionCityOf(db, typed);
  return region
    ? { city: `c:${region.code}`, province: `p:${region.province.code}`, region, typed }
    : { city: `c:=${typed.toLowerCase()}`, province: null, region, typed };
}

/** what a completion adds: the budget as it was paid in full (a split decided in a complaint is no market price) */
type Completed = Pick<TaskRow, 'city' | 'types' | 'layer' | 'opens' | 'plaza' | 'cost' | 'serviceId'> &
  Partial<Pick<TaskRow, 'designerId' | 'completedAt' | 'updatedAt'>>;

/**
 * One completed task more in its bands: city, province and anywhere, each with its open sides and with any. A task
 * bought from a service package is left out: its price is the package's, not a budget set for a brief. The designer's
 * matching figures (decision 078) count every completion, a package's too: it is their work and their own price.
 */
export async function recordCompletion(db: Db, task: Completed) {
  const places = await placesOf(db, task.city);
  const at = task.completedAt ?? task.updatedAt;
  if (task.designerId && at)
    await matchRepo.addCompletion(db, {
      designerId: task.designerId,
      types: task.types,
      places: [places.city, '*'],
      perM2: Math.round(task.cost / task.plaza),
      at,
    });
  if (task.serviceId !== null) return;
  const base = { types: task.types, layer: task.layer, areaBand: areaBandOf(task.plaza), bucket: priceBucket(task.cost, task.plaza) };
  const keys = [places.city, places.province, '*'].filter((p): p is string => p !== null);
  await repo.addSamples(
    db,
    keys.flatMap((place) => [
      { ...base, place, opens: task.opens },
      { ...base, place, opens: 0 },
    ]),
  );
}

function placeName(places: Places, place: GuidePlace, lang: Lang): string | null {
  const en = lang === 'en-US';
  if (place === 'anywhere') return null;
  if (!places.region) return places.typed;
  const n = place === 'city' ? places.region.name : places.region.province;
  return en ? n.en || n.zh : n.zh;
}

/** Taskcenter/budgetGuide: the first widening step whose band holds the minimum sample, or null. */
export async function budgetGuide(ctx: AppContext, body: BudgetGuideBody, lang: Lang): Promise<{ guide: BudgetGuide | null; minSample: number }> {
  const places = await placesOf(ctx.db, body.city);
  const band = areaBandOf(body.plaza);
  const last = AREA_BANDS.length - 1;
  for (const s of guideSteps) {
    const place = s.place === 'city' ? places.city : s.place === 'province' ? places.province : '*';
    if (place === null) continue;
    const [from, to] = s.nearby ? [Math.max(0, band - 1), Math.min(last, band + 1)] : [band, band];
    const f = figuresOf(await repo.bandHistogram(ctx.db, { place, types: body.types, layer: body.layer, opens: s.opens ? body.opens : 0, from, to }));
    if (!f || f.count < GUIDE_MIN_SAMPLE) continue;
    const guide: BudgetGuide = {
      step: s.step,
      place: s.place,
      placeName: placeName(places, s.place, lang),
      opens: s.opens ? body.opens : null,
      area: areaRange(from, to),
      ...f,
    };
    if (body.cost !== undefined) guide.position = positionOf(priceBucket(body.cost, body.plaza), f);
    return { guide, minSample: GUIDE_MIN_SAMPLE };
  }
  return { guide: null, minSample: GUIDE_MIN_SAMPLE };
}
