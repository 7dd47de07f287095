import type { Dayjs } from 'dayjs';
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

/** For an antd form's RangePicker (the exhibition's form, until it is plain markup). */
export const eventLengthRule = (message: string) => ({
  validator: (_: unknown, range?: [Dayjs, Dayjs] | null) =>
    !range?.[0] || !range[1] || !tooLong(range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD'))
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

export { MAX_EVENT_DAYS };
