import { call } from '../../../lib/request';
import { queryKeys, send } from '../../../lib/api';

/** Crews and the crew calendar (decision 079). */
export const calendarKeys = queryKeys('crews', ['month'], ['crews']);

export const calendarApi = {
  crews: () => call('Factory/crews', {}),
  add: send('Factory/crewAdd'),
  rename: send('Factory/crewRename'),
  retire: (id: number) => call('Factory/crewRetire', { id }),
  month: (month: string) => call('Factory/calendar', { month }),
};
