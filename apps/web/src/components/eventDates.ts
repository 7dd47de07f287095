import { eventDays, MAX_EVENT_DAYS } from '@boothhub/shared/contracts/catalogueDates';
import type { Check } from './lite/Form';

/**
 * The rule of an exhibition's or a convention's dates: at most MAX_EVENT_DAYS days from the first to the last day, the
 * rule the server checks on publishing (docs/rules/catalogue.md). An empty or half-chosen range is left to `required`.
 */
const tooLong = (sdate: string, edate: string) => !!sdate && !!edate && eventDays(sdate, edate) > MAX_EVENT_DAYS;

/** For a plain form's range of days (`from/to`, lite/Fields DateRangeField: EventDatesField). */
export const eventLengthCheck =
  (message: string): Check =>
  (value) => {
    const [sdate = '', edate = ''] = value.split('/');
    return tooLong(sdate, edate) ? message : undefined;
  };

export { MAX_EVENT_DAYS };
