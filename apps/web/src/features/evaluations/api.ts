import { byId, queryKeys, quiet, send } from '../../lib/api';

/** Evaluations (Taskcenter/businessCmt, designerCmt, designerCmtList/Item/Edit). */
export const evalKeys = queryKeys('evaluations', ['list', 'item']);

export const evalApi = {
  /** the publisher rates the designer */
  business: send('Taskcenter/businessCmt'),
  /** the designer rates the publisher */
  designer: send('Taskcenter/designerCmt'),
  list: send('Taskcenter/designerCmtList'),
  item: byId('Taskcenter/designerCmtItem', quiet),
  edit: send('Taskcenter/designerCmtEdit'),
};
