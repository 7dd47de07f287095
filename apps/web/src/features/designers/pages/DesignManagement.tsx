import '../designers.css';
import '../../../components/cards.css';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { Link } from 'react-router';
import { message } from '../../../lib/notice';
import { LoadedList } from '../../../components/LoadedList';
import { ConfirmButton } from '../../../components/lite/Confirm';
import { Panel, Tag } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { Switch } from '../../../components/lite/Switch';
import { NewLink } from '../../../components/MineBits';
import { PagedPagination } from '../../../components/PagedPagination';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { useSession } from '../../account/session';
import { designerKeys, designersApi, useWorkMutation } from '../api';
import { useCategoryName } from '../components/Specialties';

const PAGE_SIZE = 12;

/**
 * /personalCenter/designManagement: the designer's own works as cards — view, edit, delete (asking first), the
 * public/hidden switch. Plain markup, like the personal centre's other plain pages.
 */
export default function DesignManagement() {
  const { t } = useI18n();
  const session = useSession();
  const works = usePagedList({ filter: {}, queryKey: designerKeys.works, queryFn: designersApi.works, pageSize: PAGE_SIZE });
  const categoryName = useCategoryName('designType');
  const remove = useWorkMutation((id: number) => designersApi.remove(id));
  const toggle = useWorkMutation((v: { id: number; visibility: 'public' | 'hidden' }) => designersApi.edit(v));
  const { query } = works;

  return (
    <Panel
      large
      title={t('designers.title.manage')}
      testId="works-page"
      extra={
        <div className="bh-row-wrap">
          {session.cardno && (
            <Link to={`/designInfo?cardno=${session.cardno}`} data-testid="works-my-page">
              {t('designers.myPage')}
            </Link>
          )}
          <NewLink to="/personalCenter/uploadMyDesign" testId="works-new">
            {t('designers.work.new')}
          </NewLink>
        </div>
      }
    >
      <LoadedList
        query={query}
        empty={{ when: query.isSuccess && works.rows.length === 0, text: t('designers.work.empty'), testId: 'works-empty' }}
        after={
          <div className="bh-gap-top">
            <PagedPagination list={works} pagedOnly fixedPageSize showTotal={false} />
          </div>
        }
      >
        <div className="bh-ds-works">
          {works.rows.map((w) => (
            <article key={w.id} className="bh-cover-card bh-ds-work" data-testid={`work-card-${w.id}`}>
              <img src={w.coverUrl} alt="" loading="lazy" />
              <div className="bh-cover-card-body">
                <strong data-testid="work-name">{w.title}</strong>
                <div className="bh-row-wrap bh-row-wrap-s bh-gap-top-s">
                  <Tag>{categoryName(w.category)}</Tag>
                  <span className="bh-secondary">{t('designers.work.pictures', { count: w.pictureCount })}</span>
                </div>
                <Switch
                  checked={w.visibility === 'public'}
                  disabled={toggle.isPending && toggle.variables?.id === w.id}
                  onChange={(on) => toggle.mutate({ id: w.id, visibility: on ? 'public' : 'hidden' })}
                  hiddenLabel={t('designers.work.visibility')}
                  label={w.visibility === 'public' ? t('designers.work.public') : t('designers.work.hidden')}
                  testId="work-visibility-switch"
                  className="bh-gap-top-s"
                />
              </div>
              <div className="bh-ds-work-actions">
                <Link
                  to={`/designInfo?cardno=${w.designer.cardno}&work=${w.id}`}
                  className="bh-btn bh-btn-text bh-btn-small"
                  aria-label={t('designers.work.view')}
                >
                  <Icon icon={EyeOutlined} />
                </Link>
                <Link
                  to={`/personalCenter/editMyDesign?id=${w.id}`}
                  className="bh-btn bh-btn-text bh-btn-small"
                  aria-label={t('common.edit')}
                  data-testid="work-edit"
                >
                  <Icon icon={EditOutlined} />
                </Link>
                <ConfirmButton
                  question={t('designers.work.deleteConfirm', { title: w.title })}
                  okText={t('common.delete')}
                  danger
                  onConfirm={async () => {
                    await remove.mutateAsync(w.id);
                    void message.success(t('designers.work.deleted'));
                  }}
                  className="bh-btn bh-btn-text bh-btn-small bh-btn-danger"
                  testId="work-delete"
                  okTestId="work-delete-ok"
                >
                  <Icon icon={DeleteOutlined} />
                  <span className="bh-sr-only">{t('common.delete')}</span>
                </ConfirmButton>
              </div>
            </article>
          ))}
        </div>
      </LoadedList>
    </Panel>
  );
}
