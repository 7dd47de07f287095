import { Suspense, useState } from 'react';
import { Alert, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { formatCents } from '@boothhub/shared';
import { Link } from 'react-router';
import { formatDate, formatDateTime, formatDueDate, useI18n } from '../../../i18n';
import { PageSpin } from '../../../app/PageSpin';
import { useIdParam } from '../../../lib/useRecord';
import { useMember, useSession } from '../../account/session';
import { RulesBox } from '../../exhibitions';
import { TaskQuotes } from '../../factories';
import { taskKeys } from '../api';
import { useTask } from '../useTask';
import { Conversation, FileLinks } from '../components/Conversation';
import { OpenSidesPicture } from '../components/OpenSides';
import { Orbits } from '../components/Orbits';
import { Applicants, SignupPanel } from '../components/Signup';
import { TaskActions } from '../components/TaskActions';
import { Coins, FavouriteButton, perSquareMetre, StatusTag } from '../components/TaskBits';
import { TaskMissing } from '../components/TaskMissing';
import { deliverableLabel, opensLabel, styleLabel, typeLabel } from '../labels';

export { TaskMissing };

/**
 * /orderDetail?id= (showBusinesTask): the brief, contact data and attachments when the server gives them, the
 * actions of the viewer's part, signup (designers) or applicants (publisher), the conversation and the orbits.
 */
export default function OrderDetail() {
  const { t, lang } = useI18n();
  const id = useIdParam();
  const session = useSession();
  const member = useMember();
  const qc = useQueryClient();
  const [talkWith, setTalkWith] = useState<string | undefined>();
  const show = useTask(id);
  const refresh = () => qc.invalidateQueries({ queryKey: taskKeys.all });

  if (id === null) return <TaskMissing />;
  if (show.isPending) return <PageSpin />;
  if (show.isError) return <TaskMissing error={show.error} />;
  const { detail: task, relation, signups, mySignup, newdoc } = show.data;
  const isDesignerRole = (member.data?.role ?? session.role) === 'designer';
  const mayApply = (relation === 'other' || relation === 'applicant') && isDesignerRole;
  const applicantTalking = relation === 'applicant' && mySignup !== null && (mySignup.status === 'active' || mySignup.status === 'selected');
  const chatPartner = relation === 'publisher' ? (talkWith ?? task.designer ?? undefined) : undefined;
  const showChat =
    (relation === 'publisher' && chatPartner !== undefined) ||
    relation === 'designer' ||
    applicantTalking ||
    (relation === 'admin' && task.designer !== null);

  const facts = [
    { key: 'types', label: t('tasks.field.types'), children: typeLabel(lang, task.types) },
    { key: 'style', label: t('tasks.field.style'), children: styleLabel(lang, task.style) },
    { key: 'plaza', label: t('tasks.field.plaza'), children: t('tasks.field.plazaValue', { plaza: task.plaza }) },
    { key: 'sizes', label: t('tasks.field.sizes'), children: task.sizes },
    {
      key: 'opens',
      label: t('tasks.field.opens'),
      children: (
        <Space>
          <OpenSidesPicture opens={task.opens} size={48} />
          {opensLabel(lang, task.opens)}
        </Space>
      ),
    },
    { key: 'layer', label: t('tasks.field.layer'), children: t('tasks.field.layerValue', { layer: task.layer }) },
    { key: 'addr', label: t('tasks.field.addr'), children: task.addr },
    { key: 'dates', label: t('tasks.field.exhibitionDates'), children: `${task.sdate} ~ ${task.edate}` },
    { key: 'rdate', label: t('tasks.field.rdate'), children: formatDueDate(task.rdate) },
    { key: 'tasks', label: t('tasks.field.tasks'), children: task.tasks.map((d) => <Tag key={d}>{deliverableLabel(lang, d)}</Tag>) },
    { key: 'publisher', label: t('tasks.field.publisher'), children: task.nickname || task.cardno },
    { key: 'created', label: t('tasks.field.created'), children: formatDate(task.dates) },
    ...(task.designerName ? [{ key: 'designer', label: t('tasks.field.designer'), children: task.designerName }] : []),
    ...(task.commissionRate !== null ? [{ key: 'commission', label: t('tasks.field.commission'), children: `${task.commissionRate / 100}%` }] : []),
    ...(task.serviceId !== null
      ? [
          {
            key: 'service',
            label: t('tasks.field.service'),
            children: (
              <Link to={`/serviceInfo?id=${task.serviceId}`} data-testid="task-service-link">
                {t('tasks.field.serviceLink')}
              </Link>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="bh-container" data-testid="task-detail" data-task-id={task.id} data-status={task.status}>
      <Card className="bh-gap-bottom">
        <div className="bh-task-card-head">
          <Typography.Title level={3} className="bh-no-margin" data-testid="task-title">
            {task.title}
          </Typography.Title>
          {session.loginState && relation !== 'publisher' && <FavouriteButton id={task.id} fav={show.data.fav} />}
        </div>
        <Space wrap className="bh-gap-top-s">
          <StatusTag status={task.status} />
          <Coins cents={task.cost} strong />
          <Typography.Text type="secondary">{t('tasks.perM2', { amount: formatCents(perSquareMetre(task.cost, task.plaza)) })}</Typography.Text>
          <Typography.Text type="secondary">{t('tasks.card.signups', { count: task.signups })}</Typography.Text>
        </Space>
        <div className="bh-gap-top">
          <TaskActions show={show.data} onChanged={refresh} />
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" size={16} className="bh-full">
            <Card size="small" title={t('tasks.detail.brief')}>
              <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={facts} data-testid="task-facts" />
              {task.tips && (
                <>
                  <Typography.Title level={5}>{t('tasks.field.tips')}</Typography.Title>
                  <p className="bh-pre" data-testid="task-tips">
                    {task.tips}
                  </p>
                </>
              )}
            </Card>
            {task.conts ? (
              <Card size="small" title={t('tasks.detail.private')} data-testid="task-private">
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    { key: 'name', label: t('tasks.field.contName'), children: <span data-testid="task-contact-name">{task.conts.name}</span> },
                    { key: 'phone', label: t('tasks.field.contPhone'), children: <span data-testid="task-contact-phone">{task.conts.phone}</span> },
                  ]}
                />
                {task.attach && task.attach.length > 0 && (
                  <>
                    <Typography.Title level={5}>{t('tasks.field.attach')}</Typography.Title>
                    <FileLinks files={task.attach} testId="task-attachments" />
                  </>
                )}
              </Card>
            ) : (
              relation !== 'anonymous' && <Alert type="info" showIcon title={t('tasks.detail.privateHidden')} data-testid="task-private-hidden" />
            )}
            {newdoc && (
              <Card size="small" title={t('tasks.detail.latestDelivery', { version: newdoc.version })} data-testid="task-newdoc">
                <p className="bh-pre">{newdoc.note}</p>
                <Typography.Text type="secondary">
                  {formatDateTime(newdoc.dates)} · {t('tasks.delivery.fileCount', { count: newdoc.files.length })}
                </Typography.Text>
              </Card>
            )}
            {relation === 'publisher' && task.status === 'completed' && (
              <Suspense fallback={null}>
                <TaskQuotes taskId={task.id} />
              </Suspense>
            )}
            {relation === 'publisher' && signups && (
              <Applicants task={task} signups={signups} can={show.data.can ?? {}} onChanged={refresh} onTalk={(c) => setTalkWith(c)} />
            )}
            {mayApply && <SignupPanel task={task} mine={mySignup} can={show.data.can ?? {}} onChanged={refresh} />}
            {relation === 'other' && !isDesignerRole && task.status === 'recruiting' && session.loginState && (
              <Alert type="info" showIcon title={t('tasks.signup.designersOnly')} />
            )}
            {showChat && (
              <Conversation
                key={chatPartner ?? task.designer ?? 'own'}
                taskId={task.id}
                designer={chatPartner ?? (relation === 'admin' ? (task.designer ?? undefined) : undefined)}
              />
            )}
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          {show.data.exhibition && (
            <div className="bh-gap-bottom">
              <RulesBox
                rules={show.data.exhibition.rules}
                title={
                  <Link to={`/exhibition/${show.data.exhibition.id}`}>{t('exhibitions.rulesWarn.box', { title: show.data.exhibition.title })}</Link>
                }
              />
            </div>
          )}
          <Card size="small" title={t('tasks.detail.orbits')}>
            <Orbits orbits={show.data.orbits} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
