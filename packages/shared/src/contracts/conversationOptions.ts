/** The limits of direct messages (decision 080), without zod: the contract and the web's form read them. */
export const directMessageLimits = {
  /** characters of one message */
  textMax: 2000,
  /** messages one member may send in `windowMinutes` */
  perWindow: 30,
  windowMinutes: 10,
  /** conversations one member may start in a day (Asia/Shanghai's or not: the last 24 hours) */
  newPerDay: 20,
} as const;
