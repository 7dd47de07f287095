/**
 * What other features may use of the factories feature (docs/decisions/009-web-ui-layer.md): the build-quotes panel
 * of a task page (lazy) and the personal centre's menu entries.
 */
import { lazyWithAntd } from '../../app/withAntd';

/**
 * The build-quotes panel, a lazy chunk: only a completed task's publisher sees it, and it brings tables and date
 * pickers, with antd's scope (the task page around it is plain: decision 045).
 */
export const TaskQuotes = lazyWithAntd(() => import('./components/TaskQuotes').then((m) => m.TaskQuotes));
export { factoriesMenu } from './menu';
export { factoryKeys, factoriesApi } from './api';
