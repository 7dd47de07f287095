/**
 * The limits of a venue's fields and of its halls (Admin/venueSave), without zod: venues.ts builds its schemas from
 * them and the admin's venue dialog checks the same numbers (texts count characters after trimming).
 */
export const venueLimits = {
  name: { min: 2, max: 80 },
  nameEn: { max: 120 },
  city: { min: 1, max: 30 },
  address: { min: 2, max: 160 },
  addressEn: { max: 200 },
  descr: { max: 5000 },
} as const;

export const hallLimits = {
  name: { min: 1, max: 60 },
  nameEn: { max: 80 },
  /** m² */
  plaza: { min: 0, max: 10_000_000 },
  /** capacity (people) */
  sizes: { min: 0, max: 10_000_000 },
} as const;
