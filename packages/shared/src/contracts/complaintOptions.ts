/**
 * A complaint's labelled categories, without zod: the web client's complaint lists read them on plain pages, which
 * load no schemas (complaints.ts builds its enum from them and re-exports them).
 */
export const complaintCategories = {
  quality: { zh: '设计质量不达标', en: 'Design quality' },
  delay: { zh: '逾期未交付', en: 'Late delivery' },
  communication: { zh: '沟通问题', en: 'Communication' },
  scope: { zh: '需求变更 / 范围争议', en: 'Scope dispute' },
  payment: { zh: '验收或付款争议', en: 'Acceptance or payment' },
  other: { zh: '其他', en: 'Other' },
} as const;
