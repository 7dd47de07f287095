import type { Dayjs } from 'dayjs';
import { eventDays, MAX_EVENT_DAYS } from '@boothhub/shared/contracts/catalogue';

/**
 * The form rule of an exhibition's or a convention's dates (a RangePicker): at most MAX_EVENT_DAYS days from the
 * first to the last day, the rule the server checks on publishing (docs/rules/catalogue.md).
 */
export const eventLengthRule = (message: string) => ({
  validator: (_: unknown, range?: [Dayjs, Dayjs] | null) =>
    !range?.[0] || !range[1] || eventDays(range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')) <= MAX_EVENT_DAYS
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

export { MAX_EVENT_DAYS };
