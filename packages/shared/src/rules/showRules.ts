import type { ShowRules } from '../contracts/buildRules.js';

/**
 * An exhibition's build rules against a task brief (docs/rules/catalogue.md "Build rules"): warnings, never
 * refusals — the business may still publish. Pure, so the web's task form and the server answer the same.
 */
export const briefWarningCodes = ['STOREYS_EXCEEDED', 'HEIGHT_EXCEEDED', 'RIGGING_NOT_ALLOWED'] as const;
export type BriefWarningCode = (typeof briefWarningCodes)[number];

export interface BriefFacts {
  /** storeys the brief asks for (tasks.layer) */
  layer: number;
  /** planned stand height, cm */
  heightCm?: number | null;
  /** the stand hangs structures from the ceiling */
  rigging?: boolean | null;
}

export interface BriefWarning {
  code: BriefWarningCode;
  params: Record<string, number>;
  message: { zh: string; en: string };
}

/** The rules a brief breaks, in a fixed order (storeys, height, rigging); none when there are no rules. */
export function checkBrief(rules: ShowRules | null | undefined, brief: BriefFacts): BriefWarning[] {
  if (!rules) return [];
  const out: BriefWarning[] = [];
  const { maxStoreys, maxHeightCm } = rules;
  if (maxStoreys !== undefined && Number.isFinite(brief.layer) && brief.layer > maxStoreys) {
    out.push({
      code: 'STOREYS_EXCEEDED',
      params: { layer: brief.layer, max: maxStoreys },
      message: {
        zh: `需求为 ${brief.layer} 层，本展会规定最多 ${maxStoreys} 层`,
        en: `The brief asks for ${brief.layer} storeys; this exhibition allows at most ${maxStoreys}`,
      },
    });
  }
  const height = brief.heightCm;
  if (maxHeightCm !== undefined && typeof height === 'number' && Number.isFinite(height) && height > maxHeightCm) {
    out.push({
      code: 'HEIGHT_EXCEEDED',
      params: { heightCm: height, max: maxHeightCm },
      message: {
        zh: `展台高度 ${height / 100} 米，超过本展会限高 ${maxHeightCm / 100} 米`,
        en: `The stand is ${height / 100} m high; this exhibition allows at most ${maxHeightCm / 100} m`,
      },
    });
  }
  if (rules.rigging === false && brief.rigging === true) {
    out.push({
      code: 'RIGGING_NOT_ALLOWED',
      params: {},
      message: { zh: '本展会不允许吊点（吊挂结构）', en: 'This exhibition does not allow rigging (hanging structures)' },
    });
  }
  return out;
}
