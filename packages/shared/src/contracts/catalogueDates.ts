/**
 * An exhibition's or a convention's length, without zod: the web client's plain forms check it as they are filled
 * (catalogue.ts re-exports it for the contracts).
 *
 * The longest an exhibition or a convention may last, in days from its first to its last day
 * (docs/rules/catalogue.md): lists bound their date scans with it (an entry not ended today began at most this
 * many days ago), so the "not ended" and date-range filters read a narrow range of the start-date indexes.
 */
export const MAX_EVENT_DAYS = 60;
/** whole days from `sdate` to `edate` (both `YYYY-MM-DD`) */
export const eventDays = (sdate: string, edate: string): number =>
  Math.round((Date.parse(`${edate}T00:00:00Z`) - Date.parse(`${sdate}T00:00:00Z`)) / 86_400_000);
