/**
 * The limits of an exhibition's fields (Article/huizhanPub) and of its build rules, without zod: exhibitions.ts and
 * buildRules.ts build their schemas from them and the web client's publish form checks the same numbers (texts count
 * characters after trimming).
 */
export const exhibitionLimits = {
  title: { min: 2, max: 120 },
  titleEn: { max: 160 },
  industry: { min: 1, max: 32 },
  city: { min: 1, max: 30 },
  address: { max: 160 },
  organiser: { max: 120 },
  organiserEn: { max: 160 },
  /** m² */
  area: { min: 0, max: 10_000_000 },
  exhibitors: { min: 0, max: 1_000_000 },
  descr: { max: 2000 },
  /** rich text HTML */
  content: { max: 100_000 },
} as const;

/** The build rules' limits (buildRules.ts showRules): the stand's height in cm, storeys, fire notes. */
export const buildRuleLimits = {
  maxHeightCm: { min: 100, max: 5_000 },
  maxStoreys: { min: 1, max: 5 },
  fireNotes: { max: 2000 },
} as const;

/**
 * A floor plan's limits (Article/huizhanPlan, and the CSV import that fills the editor): a hall's name, a plot's
 * number and open sides, every length in cm (a hall's side, a plot's size and position: 2 km at most).
 */
export const planLimits = {
  hallName: { min: 1, max: 60 },
  plotNumber: { min: 1, max: 16 },
  opens: { min: 1, max: 4 },
  cm: { max: 200_000 },
} as const;

/**
 * A booth plot's state on the floor plan as its organiser marks it (Article/huizhanPlotMark, decision 070): free,
 * reserved or sold; "a design task is open" is not marked, it is read from the tasks posted for the plot.
 */
export const plotStates = ['free', 'reserved', 'sold'] as const;
export type PlotState = (typeof plotStates)[number];
/** the exhibitor's name on a reserved or sold plot */
export const PLOT_EXHIBITOR_MAX = 80;
