import { cityIn } from '@boothhub/shared/cities';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf, matching } from '@boothhub/shared';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import type { MessageKey } from '../../../i18n/translate';
import { Panel, Person, Tag } from '../../../components/lite/Content';
import { PageSpin } from '../../../components/PageSpin';
import { message } from '../../../lib/notice';
import { designerKeys, designersApi } from '../api';

type Candidate = DataOf<typeof matching.inviteCandidates>['listItem'][number];
type Reason = Candidate['reasons'][number];
const PAGE = 8;

/** The words of the task a reason speaks of: its city, its design type and style, in the viewer's language. */
export interface TaskWords {
  city: string;
  type: string;
  style: string;
}

/** One reason as the viewer reads it, e.g. "已完成 6 个上海展台设计" / "Completed 6 booth designs in Shanghai". */
export function useDesignerReason() {
  const { t } = useI18n();
  return (r: Reason, w: TaskWords): string => {
    const key = `designers.reason.${r.kind}` as MessageKey;
    if (r.kind === 'rating') return t(key, { value: (r.value / 10).toFixed(1), n: r.n });
    if (r.kind === 'active') return r.days === 0 ? t('designers.reason.activeToday') : t(key, { days: r.days });
    return t(key, { ...w, n: 'n' in r ? r.n : 0 });
  };
}

/**
 * "Invite designers" on a business's own recruiting task (decision 078): the designers ranked for it with their
 * reasons, and an Invite button each (Designer/invite), shown as invited once done. Plain markup (components/lite).
 */
export function InviteCandidates({ taskId, words }: { taskId: number; words: TaskWords }) {
  const { t, lang } = useI18n();
  const [shown, setShown] = useState(PAGE);
  const client = useQueryClient();
  const key = [...designerKeys.all, 'candidates', taskId] as const;
  const list = useQuery({ queryKey: key, queryFn: () => designersApi.candidates(taskId, 50) });
  const reason = useDesignerReason();
  const invite = useMutation({
    mutationFn: (cardno: string) => designersApi.invite(cardno, taskId),
    onSuccess: async () => {
      void message.success(t('designers.invite.sent'));
      await client.invalidateQueries({ queryKey: key });
    },
  });
  const rows = list.data?.listItem ?? [];
  return (
    <Panel title={t('designers.candidates.title')} testId="invite-candidates">
      <p className="bh-secondary bh-paragraph">{t('designers.candidates.hint')}</p>
      {list.isPending ? (
        <PageSpin />
      ) : rows.length === 0 ? (
        <p className="bh-empty">{t('designers.candidates.none')}</p>
      ) : (
        <ol className="bh-plain-list bh-candidates">
          {rows.slice(0, shown).map((c) => (
            <li key={c.cardno} className="bh-candidate" data-testid={`candidate-${c.cardno}`}>
              <div className="bh-row-wrap">
                <Person name={c.nickname || c.cardno} src={c.userlogo} id={c.cardno} size={32}>
                  <Link to={`/designInfo?cardno=${c.cardno}`}>
                    <strong>{c.nickname || c.cardno}</strong>
                  </Link>
                </Person>
                {c.city && <span className="bh-secondary">{cityIn(c.city, lang)}</span>}
                {c.signedUp && <Tag color="blue">{t('designers.candidates.signedUp')}</Tag>}
                <button
                  type="button"
                  className={`bh-btn bh-btn-small${c.invited ? '' : ' bh-btn-primary'}`}
                  disabled={c.invited || invite.isPending}
                  aria-busy={(invite.isPending && invite.variables === c.cardno) || undefined}
                  onClick={() => invite.mutate(c.cardno)}
                  data-testid={`candidate-invite-${c.cardno}`}
                >
                  {c.invited ? t('designers.candidates.invited') : t('designers.candidates.invite')}
                </button>
              </div>
              <p className="bh-secondary bh-gap-top-s" data-testid={`candidate-reasons-${c.cardno}`}>
                {c.reasons.length ? c.reasons.map((r) => reason(r, words)).join(' · ') : t('designers.candidates.noReason')}
              </p>
            </li>
          ))}
        </ol>
      )}
      {rows.length > shown && (
        <button type="button" className="bh-btn bh-btn-small" onClick={() => setShown((n) => n + PAGE)} data-testid="candidates-more">
          {t('designers.candidates.more')}
        </button>
      )}
    </Panel>
  );
}
