/**
 * The limits of an evaluation (Taskcenter/evaluation and the designer's reply), without zod: evaluations.ts builds its
 * schemas from them and the evaluation form checks them.
 */
export const evaluationLimits = {
  /** attitude, speed and quality: whole stars */
  stars: { min: 1, max: 5 },
  /** the comment, characters after trimming */
  content: { max: 1000 },
} as const;
