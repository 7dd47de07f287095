/**
 * A complaint's labelled categories, states and decisions, without zod: the web client's complaint lists and the back
 * office's queue read them on plain pages, which load no schemas (complaints.ts builds its enums from them and
 * re-exports them).
 */
export const complaintCategories = {
  quality: { zh: '设计质量不达标', en: 'Design quality' },
  delay: { zh: '逾期未交付', en: 'Late delivery' },
  communication: { zh: '沟通问题', en: 'Communication' },
  scope: { zh: '需求变更 / 范围争议', en: 'Scope dispute' },
  payment: { zh: '验收或付款争议', en: 'Acceptance or payment' },
  other: { zh: '其他', en: 'Other' },
} as const;

export const complaintStatuses = ['open', 'processing', 'resolved', 'withdrawn'] as const;
/** pay the designer, refund the business, or split by amount */
export const complaintDecisions = ['designer', 'business', 'split'] as const;

/** The limits of a complaint, without zod: complaints.ts builds its schemas from them and the complaint forms check them. */
export const complaintLimits = {
  /** what happened: characters after trimming */
  content: { min: 10, max: 5000 },
  files: { max: 10 },
} as const;
