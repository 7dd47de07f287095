/**
 * The notifications' constants without zod: the back office's outbox page reads them and loads no schemas (as
 * walletOptions and taskOptions); notifications.ts builds its enums from them and re-exports them.
 */

/** an outbox row's states (decision 068) */
export const outboxStatuses = ['pending', 'sending', 'sent', 'dead', 'capped', 'dropped'] as const;
