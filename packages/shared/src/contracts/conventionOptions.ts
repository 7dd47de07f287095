/**
 * The limits of a convention's fields (Article/huiyiPub), without zod: conventions.ts builds its schema from them and
 * the plain convention form checks them (as exhibitionOptions for exhibitions).
 */
export const conventionLimits = {
  title: { min: 2, max: 120 },
  titleEn: { max: 160 },
  descr: { max: 2000 },
  /** attendee capacity; 0 when not known */
  sizes: { min: 0, max: 1_000_000 },
  contacter: { max: 40 },
  addrs: { max: 160 },
  /** the rich details (HTML), each language */
  content: { max: 50_000 },
} as const;
