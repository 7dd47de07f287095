import '../designers.css';
import { useState } from 'react';
import { Avatar, Button, Card, Col, Empty, List, Modal, Pagination, Rate, Result, Row, Space, Spin, Typography } from 'antd';
import { CheckCircleOutlined, EditOutlined, EnvironmentOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { formatDate, useI18n } from '../../../i18n';
import { useSession } from '../../account/session';
import { CategorySelect } from '../../categories';
import { designersApi, useDesigner, useDesignerEvaluations, useWork, useWorks, useWorkMutation, type WorkItem } from '../api';
import { InviteButton } from '../components/InviteButton';
import { DesignerServices } from '../../services';
import { RatingsStars } from '../components/Ratings';
import { Specialties, useCategoryName } from '../components/Specialties';
import { ProfileSkeleton } from '../../../components/PageSkeleton';
import { useIdParam } from '../../../lib/useRecord';
import { WorkViewer } from '../components/WorkViewer';
import { message } from '../../../app/notice';

const WORKS_PAGE = 12;

/**
 * /designInfo?cardno= (Common/designerInfo, Designer/worksList, Taskcenter/memberCmtList): the designer's profile and
 * specialties, works grid with a full-screen viewer, ratings and the evaluations received, completed tasks; a business
 * may invite the designer to one of its recruiting tasks. The designer's own page offers editing the specialties.
 */
export default function DesignerInfo() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const session = useSession();
  const cardno = params.get('cardno') || session.cardno;
  const info = useDesigner(cardno);
  const [worksPage, setWorksPage] = useState(1);
  const [evalPage, setEvalPage] = useState(1);
  const works = useWorks({ cardno, page: worksPage, pageSize: WORKS_PAGE }, cardno !== '');
  const evals = useDesignerEvaluations(cardno, evalPage);
  const [viewing, setViewing] = useState<{ work: WorkItem; start: number } | null>(null);
  // `work=<id>` (a gallery picture's link) opens that work's pictures at once, wherever it is in the paged list
  const linkedId = useIdParam('work');
  const linked = useWork(linkedId);
  const [linkedClosed, setLinkedClosed] = useState(false);
  const categoryName = useCategoryName('designType');

  if (info.isError) return <Result status="404" title={t('designers.notFound')} />;
  const d = info.data;
  if (!d) return <ProfileSkeleton />;
  const pictures = works.data?.picture ?? [];
  const picturesOf = (w: WorkItem) => pictures.filter((p) => p.workId === w.id);

  return (
    <div className="bh-container" data-testid="ds-info-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card>
            <div className="bh-profile-head">
              <Avatar size={96} src={d.userlogo || undefined} icon={<UserOutlined />} />
              <div className="bh-profile-text">
                <Typography.Title level={2} className="bh-no-margin" data-testid="ds-info-name">
                  {d.nickname}
                </Typography.Title>
                <Space wrap className="bh-gap-top-s">
                  {d.city && (
                    <Typography.Text type="secondary">
                      <EnvironmentOutlined /> {d.city}
                    </Typography.Text>
                  )}
                  <Typography.Text data-testid="ds-info-completed">
                    <CheckCircleOutlined /> {t('designers.completed', { count: d.completed })}
                  </Typography.Text>
                  <Typography.Text type="secondary">{t('designers.works', { count: d.works })}</Typography.Text>
                  <Typography.Text type="secondary">{t('designers.joined', { date: formatDate(d.joinedAt) })}</Typography.Text>
                </Space>
                <div className="bh-gap-top-s">
                  <Specialties codes={d.specialties} />
                  {d.can.edit && <SpecialtiesEditor value={d.specialties} />}
                </div>
                {d.descr && <Typography.Paragraph className="bh-gap-top-s">{d.descr}</Typography.Paragraph>}
                {d.can.invite && <InviteButton cardno={d.cardno} name={d.nickname} />}
              </div>
            </div>
          </Card>
          <Card title={t('designers.worksTitle')} className="bh-gap-top" data-testid="ds-works">
            <Spin spinning={works.isFetching}>
              {works.isSuccess && !works.data.listItem.length ? (
                <Empty description={t('designers.noWorks')} />
              ) : (
                <div className="bh-ds-works">
                  {(works.data?.listItem ?? []).map((w) => (
                    <Card
                      key={w.id}
                      size="small"
                      className="bh-ds-work"
                      cover={
                        <button
                          type="button"
                          className="bh-plain-button"
                          onClick={() => setViewing({ work: w, start: 0 })}
                          aria-label={w.title}
                          data-testid="ds-work-open"
                        >
                          <img src={w.coverUrl} alt={w.title} loading="lazy" />
                        </button>
                      }
                      data-testid={`ds-work-${w.id}`}
                    >
                      <Typography.Text strong>{w.title}</Typography.Text>
                      <div>
                        <Typography.Text type="secondary">
                          {categoryName(w.category)} · {t('designers.work.pictures', { count: w.pictureCount })}
                        </Typography.Text>
                      </div>
                      {w.exhibition && (
                        <Link to={`/exhibition/${w.exhibition.id}`}>{t('designers.work.exhibitionLink', { title: w.exhibition.title })}</Link>
                      )}
                    </Card>
                  ))}
                </div>
              )}
            </Spin>
            {(works.data?.total ?? 0) > WORKS_PAGE && (
              <Pagination className="bh-gap-top" current={worksPage} pageSize={WORKS_PAGE} total={works.data?.total ?? 0} onChange={setWorksPage} />
            )}
          </Card>
          <DesignerServices cardno={d.cardno} />
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('designers.ratings')} data-testid="ds-info-ratings">
            <RatingsStars item={d} />
            <Typography.Text type="secondary">{t('designers.ratingCount', { count: d.ratingCount })}</Typography.Text>
          </Card>
          <Card title={t('designers.evaluations')} className="bh-gap-top" data-testid="ds-info-evaluations">
            <List
              loading={evals.isFetching}
              dataSource={evals.data?.listItem ?? []}
              locale={{ emptyText: t('designers.noEvaluations') }}
              renderItem={(e) => (
                <List.Item key={e.id}>
                  <List.Item.Meta
                    title={
                      <Space wrap>
                        <span>{e.authorName}</span>
                        <Rate disabled allowHalf value={Math.round(((e.taidu + e.sudu + e.pinzhi) / 3) * 2) / 2} />
                      </Space>
                    }
                    description={
                      <>
                        <div>{e.content}</div>
                        <Typography.Text type="secondary">
                          {e.taskTitle} · {formatDate(e.dates)}
                        </Typography.Text>
                      </>
                    }
                  />
                </List.Item>
              )}
            />
            {(evals.data?.total ?? 0) > 5 && (
              <Pagination size="small" current={evalPage} pageSize={5} total={evals.data?.total ?? 0} onChange={setEvalPage} />
            )}
          </Card>
        </Col>
      </Row>
      {linked.data && !linkedClosed && (
        <WorkViewer key={`linked-${linked.data.id}`} pictures={linked.data.pictures} start={0} onClose={() => setLinkedClosed(true)} />
      )}
      {viewing && <WorkViewer key={viewing.work.id} pictures={picturesOf(viewing.work)} start={viewing.start} onClose={() => setViewing(null)} />}
    </div>
  );
}

/** The designer's own page: change the specialties shown in the directory. */
function SpecialtiesEditor({ value }: { value: string[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState(value);
  const save = useWorkMutation((c: string[]) => designersApi.specialties(c));
  return (
    <>
      <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setOpen(true)} data-testid="ds-specialties-edit">
        {t('designers.editSpecialties')}
      </Button>
      <Modal
        open={open}
        title={t('designers.editSpecialties')}
        onCancel={() => setOpen(false)}
        confirmLoading={save.isPending}
        onOk={async () => {
          await save.mutateAsync(codes);
          void message.success(t('designers.specialtiesSaved'));
          setOpen(false);
        }}
      >
        <CategorySelect tree="designType" multiple value={codes} onChange={setCodes} aria-label={t('designers.specialties')} />
      </Modal>
    </>
  );
}
