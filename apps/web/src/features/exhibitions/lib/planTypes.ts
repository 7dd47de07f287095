import type { PlotState } from '@boothhub/shared/contracts/exhibitionOptions';
import type { PlotTask } from '@boothhub/shared/contracts/exhibitions';

/**
 * The floor plan as the viewer and the editor draw it: halls (width × depth) with booth plots (number, width × depth,
 * open sides 1–4, top-left position), every length in centimetres (docs/rules/catalogue.md "Floor plans").
 * Structural, so the contract's hall and plot rows fit as they are.
 */
export interface PlanPlot {
  id?: number;
  number: string;
  widthCm: number;
  depthCm: number;
  opens: number;
  xCm: number;
  yCm: number;
  /** free, reserved or sold (the public plan; decision 070) */
  state?: PlotState;
  /** who holds it, when the organiser publishes it (always to the organiser) */
  exhibitor?: string | null;
  exhibitorPublic?: boolean;
  /** the tasks posted for it, newest first */
  tasks?: PlotTask[];
}

export interface PlanHall {
  id?: number;
  name: string;
  nameEn?: string | null;
  widthCm: number;
  depthCm: number;
  plots: PlanPlot[];
}

/** "9×6 m" (metres with at most two decimals) */
export const metres = (cm: number) => String(Math.round(cm) / 100);
export const sizeText = (p: { widthCm: number; depthCm: number }) => `${metres(p.widthCm)}×${metres(p.depthCm)} m`;
/** area in m², rounded, at least 1 */
export const areaM2 = (p: { widthCm: number; depthCm: number }) => Math.max(1, Math.round((p.widthCm * p.depthCm) / 10_000));
