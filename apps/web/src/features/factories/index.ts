/**
 * What other features may use of the factories feature (docs/decisions/009-web-ui-layer.md): the build-quotes panel
 * of a task page (lazy) and the personal centre's menu entries.
 */
import { lazyPlain } from '../../lib/lazyPlain';

/**
 * The build-quotes panel, a lazy chunk: only a completed task's publisher sees it (its table and request form), in
 * plain markup as the task page around it (decision 045).
 */
export const TaskQuotes = lazyPlain(() => import('./components/TaskQuotes').then((m) => m.TaskQuotes));
export { factoriesMenu } from './menu';
export { factoryKeys, factoriesApi } from './api';
