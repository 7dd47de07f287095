import { Link } from 'react-router';
import { PageSpin } from '../../../components/PageSpin';
import { LinkResult, ResultView } from '../../../components/LinkResult';
import { Note, Panel } from '../../../components/lite/Content';
import { useI18n } from '../../../i18n';
import { isApiError } from '../../../lib/request';
import { useIdParam, useRecord } from '../../../lib/useRecord';
import { useMember } from '../../account/session';
import { conventionKeys, conventionsApi } from '../api';
import { ConventionEditor } from '../components/ConventionEditor';
import '../conventions.css';

/**
 * /uploadConvention (Article/huiyiPub; `?id=` edits with Article/huiyiEdit): every field in both languages, the venue
 * (its city and address fill in), cover and pictures with upload progress, rich details; save a draft or submit it for
 * review. A pending entry waits for its review; an approved one goes back to review when saved (docs/rules/catalogue.md).
 * Plain markup.
 */
export default function UploadConvention() {
  const { t } = useI18n();
  const member = useMember();
  const id = useIdParam();
  const existing = useRecord(id, conventionKeys.edit, conventionsApi.form);
  const entry = existing.data;

  if (member.data && member.data.role !== 'business' && member.data.role !== 'admin')
    return (
      <div className="bh-container">
        <ResultView
          status="info"
          title={t('conventions.pub.businessOnly')}
          extra={<Link to="/conventionSpace">{t('conventions.title.list')}</Link>}
        />
      </div>
    );
  if (id !== null && existing.isPending) return <PageSpin />;
  if (id !== null && (existing.isError || !entry))
    return (
      <LinkResult
        status="404"
        title={t('conventions.detail.missing')}
        subTitle={isApiError(existing.error) ? existing.error.userMessage : ''}
        testId="convention-missing"
        to="/personalCenter/myConventions"
        action={t('conventions.title.mine')}
      />
    );
  const inReview = entry?.status === 'pending';

  return (
    <div className="bh-container">
      <Panel title={entry ? t('conventions.title.edit') : t('conventions.title.upload')} level={1} large testId="convention-form">
        <div className="bh-gap-bottom">
          <Note>{t('conventions.pub.intro')}</Note>
        </div>
        {inReview && (
          <div className="bh-gap-bottom">
            <Note warning testId="convention-in-review">
              {t('conventions.pub.pendingEdit')}
            </Note>
          </div>
        )}
        {entry?.status === 'approved' && (
          <div className="bh-gap-bottom">
            <Note>{t('conventions.pub.approvedNote')}</Note>
          </div>
        )}
        {entry?.status === 'rejected' && entry.rejectReason && (
          <div className="bh-gap-bottom">
            <Note error>{t('conventions.pub.rejected', { reason: entry.rejectReason })}</Note>
          </div>
        )}
        <ConventionEditor key={entry?.id ?? 'new'} entry={entry} inReview={inReview} />
      </Panel>
    </div>
  );
}
