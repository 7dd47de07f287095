import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useNotice } from '../../../lib/notice';
import { useI18n } from '../../../i18n';
import { evalKeys } from '../api';

/**
 * An evaluation written or changed: it says so and goes to the member's evaluations, then refreshes them — leaving
 * first, since the refetched evaluation would otherwise send the form's page on (or show it read only).
 */
export function useEvaluationSaved() {
  const { t } = useI18n();
  const notice = useNotice();
  const navigate = useNavigate();
  const qc = useQueryClient();
  return async () => {
    notice.success(t('evaluations.saved'));
    navigate('/personalCenter/evaluateList');
    await qc.invalidateQueries({ queryKey: evalKeys.all });
  };
}
