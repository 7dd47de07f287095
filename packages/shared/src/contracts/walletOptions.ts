/**
 * The wallet's constants without zod: the plain wallet pages read them and load no schemas (as taskOptions and
 * modelOptions); wallet.ts re-exports them.
 */

/** `GET /api/Bills/export?kind=&from=&to=`: the filtered bills as a CSV download (member only). */
export const BILLS_EXPORT_PATH = 'Bills/export';
