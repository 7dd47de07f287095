import { useRecord } from '../../lib/useRecord';
import { taskKeys, tasksApi } from './api';

/**
 * The task of a page's `?id=` (Task/showBusinesTask); see useRecord. Beside api.ts rather than in it: the home page's
 * task cards load api.ts, and the landing page's JavaScript stays as it is.
 */
export const useTask = (id: number | null) => useRecord(id, taskKeys.show, tasksApi.show);
