import { cityIn } from '@boothhub/shared/cities';
import '../designers.css';
import { Suspense, useState } from 'react';
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { Link, useSearchParams } from 'react-router';
import { lazyPlain } from '../../../lib/lazyPlain';
import { ResultView } from '../../../components/LinkResult';
import '../../../components/cards.css';
import { Avatar, Panel, Person, Skeleton, Stars } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { PictureViewer, usePictureViewer } from '../../../components/lite/Pictures';
import { PagedPagination, type PagerState } from '../../../components/PagedPagination';
import { formatDate, useI18n } from '../../../i18n';
import { useIdParam } from '../../../lib/useRecord';
import { useSession } from '../../account/session';
import { BuyServiceLink, DesignerServices } from '../../services';
import { MessageLink } from '../../conversations';
import { useDesigner, useDesignerEvaluations, useWork, useWorks, type WorkItem } from '../api';
import { RatingsStars } from '../components/Ratings';
import { Specialties, useCategoryName } from '../components/Specialties';

const WORKS_PAGE = 12;
const EVALUATIONS_PAGE = 5;

// what only a signed-in member uses loads with its first use: a visitor never loads it (decision 045)
// the invitation's button is drawn with the page (a part coming later beside the other buttons would move them under a
// reader's pointer); its dialog is the part
const InviteDialog = lazyPlain(() => import('../components/InviteDialog').then((m) => m.InviteDialog));
const SpecialtiesEditor = lazyPlain(() => import('../components/SpecialtiesEditor').then((m) => m.SpecialtiesEditor));

/** A page kept by the page itself, for the plain pager (the server's page size is fixed). */
const pager = (page: number, setPage: (p: number) => void, pageSize: number, total: number): PagerState => ({
  page,
  pageSize,
  total,
  totalCapped: false,
  setPage: (p) => setPage(p),
});

/**
 * /designInfo?cardno= (Common/designerInfo, Designer/worksList, Taskcenter/memberCmtList): the designer's profile and
 * specialties, works grid with a full-screen viewer (closing it gives focus back to the work), ratings and the
 * evaluations received, completed tasks; a business may invite the designer to one of its recruiting tasks. The
 * designer's own page offers editing the specialties.
 * Plain markup (components/lite), a `lazyPage()` route; the invitation's dialog and the specialties' editor are parts loaded with their use.
 */
export default function DesignerInfo() {
  const { t, lang } = useI18n();
  const [params] = useSearchParams();
  const session = useSession();
  const cardno = params.get('cardno') || session.cardno;
  const info = useDesigner(cardno);
  const [worksPage, setWorksPage] = useState(1);
  const [evalPage, setEvalPage] = useState(1);
  const works = useWorks({ cardno, page: worksPage, pageSize: WORKS_PAGE }, cardno !== '');
  const evals = useDesignerEvaluations(cardno, evalPage);
  const viewer = usePictureViewer<WorkItem>();
  // `work=<id>` (a gallery picture's link) opens that work's pictures at once, wherever it is in the paged list
  const linkedId = useIdParam('work');
  const linked = useWork(linkedId);
  const [linkedClosed, setLinkedClosed] = useState(false);
  const [inviting, setInviting] = useState(false);
  const categoryName = useCategoryName('designType');

  if (info.isError) return <ResultView status="404" title={t('designers.notFound')} />;
  const d = info.data;
  if (!d)
    return (
      <div className="bh-container">
        <Panel>
          <Skeleton />
        </Panel>
      </div>
    );
  const pictures = works.data?.picture ?? [];
  const picturesOf = (w: WorkItem) => pictures.filter((p) => p.workId === w.id).map((p) => p.url);
  const evaluations = evals.data?.listItem ?? [];

  return (
    <div className="bh-container" data-testid="ds-info-page">
      <div className="bh-detail-cols">
        <div>
          <Panel>
            <div className="bh-profile-head">
              <Avatar size={96} src={d.userlogo} name={d.nickname} id={d.cardno} eager />
              <div className="bh-profile-text">
                <h1 className="bh-ds-title" data-testid="ds-info-name">
                  {d.nickname}
                </h1>
                <div className="bh-row-wrap bh-gap-top-s">
                  {d.city && (
                    <span className="bh-secondary">
                      <Icon icon={EnvironmentOutlined} /> {cityIn(d.city, lang)}
                    </span>
                  )}
                  <span data-testid="ds-info-completed">
                    <Icon icon={CheckCircleOutlined} /> {t('designers.completed', { count: d.completed })}
                  </span>
                  <span className="bh-secondary">{t('designers.works', { count: d.works })}</span>
                  <span className="bh-secondary">{t('designers.joined', { date: formatDate(d.joinedAt) })}</span>
                </div>
                <div className="bh-row-wrap bh-gap-top-s">
                  <Specialties codes={d.specialties} />
                  {d.can.edit && (
                    <Suspense fallback={null}>
                      <SpecialtiesEditor value={d.specialties} />
                    </Suspense>
                  )}
                </div>
                {d.descr && <p className="bh-gap-top-s">{d.descr}</p>}
                <div className="bh-row-wrap bh-gap-top-s">
                  {d.can.invite && (
                    <button
                      type="button"
                      className="bh-btn bh-btn-primary"
                      aria-haspopup="dialog"
                      onClick={() => setInviting(true)}
                      data-testid="ds-invite"
                    >
                      <Icon icon={SendOutlined} />
                      {t('designers.invite')}
                    </button>
                  )}
                  {!d.can.edit && <MessageLink cardno={d.cardno} />}
                  {/* last: it shows once the designer's services have come, and moves no other button */}
                  {!d.can.edit && <BuyServiceLink cardno={d.cardno} />}
                </div>
              </div>
            </div>
          </Panel>
          <Panel title={t('designers.worksTitle')} className="bh-gap-top" testId="ds-works">
            <div aria-busy={works.isFetching} className={works.isFetching ? 'bh-busy' : undefined}>
              {works.isSuccess && !works.data.listItem.length ? (
                <p className="bh-empty">{t('designers.noWorks')}</p>
              ) : (
                <div className="bh-ds-works">
                  {(works.data?.listItem ?? []).map((w) => (
                    <article key={w.id} className="bh-cover-card bh-ds-work" data-testid={`ds-work-${w.id}`}>
                      <button
                        type="button"
                        className="bh-plain-button"
                        aria-haspopup="dialog"
                        onClick={(e) => viewer.open(w, e)}
                        aria-label={w.title}
                        data-testid="ds-work-open"
                      >
                        <img src={w.coverUrl} alt={w.title} loading="lazy" />
                      </button>
                      <div className="bh-cover-card-body">
                        <strong>{w.title}</strong>
                        <div className="bh-secondary">
                          {categoryName(w.category)} · {t('designers.work.pictures', { count: w.pictureCount })}
                        </div>
                        {w.exhibition && (
                          <Link to={`/exhibition/${w.exhibition.id}`}>{t('designers.work.exhibitionLink', { title: w.exhibition.title })}</Link>
                        )}
                      </div>
                    </article>
                  ))}
                </div>
              )}
            </div>
            <div className="bh-gap-top">
              <PagedPagination list={pager(worksPage, setWorksPage, WORKS_PAGE, works.data?.total ?? 0)} pagedOnly fixedPageSize showTotal={false} />
            </div>
          </Panel>
          <DesignerServices cardno={d.cardno} />
        </div>
        <div>
          <Panel title={t('designers.ratings')} testId="ds-info-ratings">
            <RatingsStars item={d} />
            <span className="bh-secondary">{t('designers.ratingCount', { count: d.ratingCount })}</span>
          </Panel>
          <Panel title={t('designers.evaluations')} className="bh-gap-top" testId="ds-info-evaluations">
            {evals.isSuccess && !evaluations.length ? (
              <p className="bh-empty">{t('designers.noEvaluations')}</p>
            ) : (
              <ul className={`bh-plain-list bh-ds-evals${evals.isFetching ? ' bh-busy' : ''}`} aria-busy={evals.isFetching}>
                {evaluations.map((e) => (
                  <li key={e.id}>
                    <div className="bh-row-wrap">
                      <Person name={e.authorName} src={e.authorLogo} id={e.author} size={24} />
                      <Stars value={(e.taidu + e.sudu + e.pinzhi) / 3} />
                    </div>
                    <div>{e.content}</div>
                    <span className="bh-secondary">
                      {e.taskTitle} · {formatDate(e.dates)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <PagedPagination
              list={pager(evalPage, setEvalPage, EVALUATIONS_PAGE, evals.data?.total ?? 0)}
              pagedOnly
              fixedPageSize
              showTotal={false}
            />
          </Panel>
        </div>
      </div>
      {linked.data && !linkedClosed && (
        <PictureViewer
          key={`linked-${linked.data.id}`}
          pictures={linked.data.pictures.map((p) => p.url)}
          name={linked.data.title}
          testId="ds-work"
          onClose={() => setLinkedClosed(true)}
        />
      )}
      {viewer.shown && (
        <PictureViewer key={viewer.shown.id} pictures={picturesOf(viewer.shown)} name={viewer.shown.title} testId="ds-work" onClose={viewer.closed} />
      )}
      {d.can.invite && (
        <Suspense fallback={null}>
          <InviteDialog cardno={d.cardno} name={d.nickname} open={inviting} onClose={() => setInviting(false)} />
        </Suspense>
      )}
    </div>
  );
}
