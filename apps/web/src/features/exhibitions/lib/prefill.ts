import { cityIn } from '@boothhub/shared/cities';
import { areaM2, sizeText, type PlanPlot } from './planTypes';

/**
 * "Post a design task for this booth": the task form's address (/personalCenter/newService) with the brief the plot
 * gives, as search params TaskPublish reads (features/tasks/prefill.ts): area, size text, open sides, city, the
 * address (venue + hall + plot), the exhibition's dates, the exhibition (groupid) and the plot.
 */
export interface BoothContext {
  exhibitionId: number;
  city: string;
  /** the venue's name, else the exhibition's address */
  venue: string;
  hall: string;
  sdate: string;
  edate: string;
}

/** `lang`: the page's, in which the address is written (the city's name as the venue's is, decision 087); `city` stays as stored */
export function boothTaskParams(ctx: BoothContext, plot: PlanPlot, boothWord: string, lang = 'zh-CN'): URLSearchParams {
  const addr = [cityIn(ctx.city, lang), ctx.venue, ctx.hall, `${boothWord} ${plot.number}`]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ')
    .slice(0, 120);
  const q = new URLSearchParams({
    plaza: String(areaM2(plot)),
    sizes: sizeText(plot),
    opens: String(plot.opens),
    city: ctx.city,
    addr,
    sdate: ctx.sdate,
    edate: ctx.edate,
    groupid: String(ctx.exhibitionId),
  });
  if (plot.id !== undefined) q.set('plotId', String(plot.id));
  return q;
}

export const boothTaskUrl = (ctx: BoothContext, plot: PlanPlot, boothWord: string, lang?: string) =>
  `/personalCenter/newService?${boothTaskParams(ctx, plot, boothWord, lang).toString()}`;
