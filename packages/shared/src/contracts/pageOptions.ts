/**
 * The limits of a help/about page's fields (Admin/pageSave), without zod: admin.ts builds its schema from them and the
 * admin's page dialog checks the same numbers (texts count characters after trimming).
 */
export const pageLimits = {
  title: { min: 1, max: 120 },
  body: { max: 20_000 },
  sort: { min: 0, max: 1000 },
} as const;
