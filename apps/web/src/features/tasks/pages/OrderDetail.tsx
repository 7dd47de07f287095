import { cityIn } from '@boothhub/shared/cities';
import { Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatCents } from '@boothhub/shared';
import { Link, useLocation } from 'react-router';
import { formatDate, formatDateTime, formatDueDate, useI18n } from '../../../i18n';
import { PageSpin } from '../../../components/PageSpin';
import { loginPath } from '../../../components/access';
import { lazyPlain } from '../../../lib/lazyPlain';
import { Facts, Note, Panel, Person, Tag, type Fact } from '../../../components/lite/Content';
import { useIdParam } from '../../../lib/useRecord';
import { useMember, useSession } from '../../account/session';
import { checkBrief, RulesBox, warningText } from '../../exhibitions';
import { TaskQuotes } from '../../factories';
import { taskKeys } from '../api';
import { useTask } from '../useTask';
import { OpenSidesPicture } from '../components/OpenSides';
import { Orbits } from '../components/Orbits';
import { TaskBudgetGuide } from '../components/BudgetGuide';
import { AutoAcceptLine, Coins, perSquareMetre, StatusTag, TaskHeart } from '../components/TaskBits';
import { FileLinks } from '../components/FileLinks';
import { TaskMissing } from '../components/TaskMissing';
import { deliverableLabel, opensLabel, styleLabel, typeLabel } from '../labels';

export { TaskMissing };

/** a published booth brief or an accepted design may go out for build quotes (decision 070) */
const QUOTABLE = new Set(['recruiting', 'in_progress', 'delivered', 'completed']);

// What only a signed-in viewer sees loads after the page, in plain markup as the brief everyone reads (decision 045): the
// actions, the signup, the applicants, the conversation and the build quotes.
const TaskActions = lazyPlain(() => import('../components/TaskActions').then((m) => m.TaskActions));
const SignupPanel = lazyPlain(() => import('../components/Signup').then((m) => m.SignupPanel));
const Applicants = lazyPlain(() => import('../components/Signup').then((m) => m.Applicants));
const InviteCandidates = lazyPlain(() => import('../../designers').then((m) => m.InviteCandidates));
const Conversation = lazyPlain(() => import('../components/Conversation').then((m) => m.Conversation));

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
  // the router's location, not window's: the page is also rendered on the server (decision 076)
  const location = useLocation();
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

  const facts: Fact[] = [
    { key: 'types', label: t('tasks.field.types'), children: typeLabel(lang, task.types) },
    { key: 'style', label: t('tasks.field.style'), children: styleLabel(lang, task.style) },
    { key: 'plaza', label: t('tasks.field.plaza'), children: t('tasks.field.plazaValue', { plaza: task.plaza }) },
    { key: 'sizes', label: t('tasks.field.sizes'), children: task.sizes },
    {
      key: 'opens',
      label: t('tasks.field.opens'),
      children: (
        <span className="bh-row-wrap">
          <OpenSidesPicture opens={task.opens} size={48} />
          {opensLabel(lang, task.opens)}
        </span>
      ),
    },
    { key: 'layer', label: t('tasks.field.layer'), children: t('tasks.field.layerValue', { layer: task.layer }) },
    ...(typeof task.heightCm === 'number'
      ? [{ key: 'height', label: t('tasks.field.heightM'), children: t('tasks.field.heightValue', { metres: task.heightCm / 100 }) }]
      : []),
    ...(typeof task.rigging === 'boolean'
      ? [{ key: 'rigging', label: t('tasks.field.rigging'), children: t(task.rigging ? 'tasks.pub.riggingYes' : 'tasks.pub.riggingNo') }]
      : []),
    { key: 'addr', label: t('tasks.field.addr'), children: task.addr },
    { key: 'dates', label: t('tasks.field.exhibitionDates'), children: `${task.sdate} ~ ${task.edate}` },
    { key: 'rdate', label: t('tasks.field.rdate'), children: formatDueDate(task.rdate) },
    {
      key: 'tasks',
      label: t('tasks.field.tasks'),
      children: (
        <span className="bh-row-wrap bh-row-wrap-s">
          {task.tasks.map((d) => (
            <Tag key={d}>{deliverableLabel(lang, d)}</Tag>
          ))}
        </span>
      ),
    },
    {
      key: 'publisher',
      label: t('tasks.field.publisher'),
      children: <Person name={task.nickname || task.cardno} src={task.publisherLogo} id={task.cardno} size={24} testId="task-publisher" />,
    },
    { key: 'created', label: t('tasks.field.created'), children: formatDate(task.dates) },
    ...(task.designerName
      ? [
          {
            key: 'designer',
            label: t('tasks.field.designer'),
            children: <Person name={task.designerName} src={task.designerLogo} id={task.designer ?? undefined} size={24} testId="task-designer" />,
          },
        ]
      : []),
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
      <Panel large className="bh-gap-bottom">
        <div className="bh-task-card-head">
          <h1 className="bh-h3" data-testid="task-title">
            {task.title}
          </h1>
          {session.loginState && relation !== 'publisher' && <TaskHeart id={task.id} fav={show.data.fav} />}
        </div>
        <div className="bh-row-wrap bh-gap-top-s">
          <StatusTag status={task.status} />
          <Coins cents={task.cost} strong />
          <span className="bh-secondary">{t('tasks.perM2', { amount: formatCents(perSquareMetre(task.cost, task.plaza)) })}</span>
          <span className="bh-secondary">{t('tasks.card.signups', { count: task.signups })}</span>
        </div>
        <TaskBudgetGuide task={task} />
        <div className="bh-gap-top">
          <AutoAcceptLine at={task.autoAcceptAt} />
          {relation === 'anonymous' ? (
            task.status === 'recruiting' && (
              <Link to={loginPath(location)} className="bh-btn bh-btn-primary" data-testid="task-login-to-signup">
                {t('tasks.action.loginToSignup')}
              </Link>
            )
          ) : (
            <Suspense fallback={null}>
              <TaskActions show={show.data} onChanged={refresh} />
            </Suspense>
          )}
        </div>
      </Panel>
      <div className="bh-detail-cols">
        <div className="bh-stack">
          <Panel title={t('tasks.detail.brief')}>
            <Facts items={facts} columns={2} testId="task-facts" />
            {task.tips && (
              <>
                <h3 className="bh-h5">{t('tasks.field.tips')}</h3>
                <p className="bh-pre" data-testid="task-tips">
                  {task.tips}
                </p>
              </>
            )}
          </Panel>
          {task.conts ? (
            <Panel title={t('tasks.detail.private')} testId="task-private">
              <Facts
                items={[
                  { key: 'name', label: t('tasks.field.contName'), children: <span data-testid="task-contact-name">{task.conts.name}</span> },
                  { key: 'phone', label: t('tasks.field.contPhone'), children: <span data-testid="task-contact-phone">{task.conts.phone}</span> },
                ]}
              />
              {task.attach && task.attach.length > 0 && (
                <>
                  <h3 className="bh-h5">{t('tasks.field.attach')}</h3>
                  <Suspense fallback={null}>
                    <FileLinks files={task.attach} testId="task-attachments" />
                  </Suspense>
                </>
              )}
            </Panel>
          ) : (
            relation !== 'anonymous' && <Note testId="task-private-hidden">{t('tasks.detail.privateHidden')}</Note>
          )}
          {newdoc && (
            <Panel title={t('tasks.detail.latestDelivery', { version: newdoc.version })} testId="task-newdoc">
              <p className="bh-pre">{newdoc.note}</p>
              <span className="bh-secondary">
                {formatDateTime(newdoc.dates)} · {t('tasks.delivery.fileCount', { count: newdoc.files.length })}
              </span>
            </Panel>
          )}
          {/* one Suspense each: a part that appears later (the quotes, once published) does not hide the others */}
          {relation === 'publisher' && QUOTABLE.has(task.status) && (
            <Suspense fallback={null}>
              <TaskQuotes taskId={task.id} />
            </Suspense>
          )}
          {relation === 'publisher' && signups && (
            <Suspense fallback={null}>
              <Applicants task={task} signups={signups} can={show.data.can ?? {}} onChanged={refresh} onTalk={(c) => setTalkWith(c)} />
            </Suspense>
          )}
          {relation === 'publisher' && task.status === 'recruiting' && (
            <Suspense fallback={null}>
              <InviteCandidates
                taskId={task.id}
                words={{ city: cityIn(task.city, lang), type: typeLabel(lang, task.types), style: styleLabel(lang, task.style) }}
              />
            </Suspense>
          )}
          {mayApply && (
            <Suspense fallback={null}>
              <SignupPanel task={task} mine={mySignup} can={show.data.can ?? {}} onChanged={refresh} />
            </Suspense>
          )}
          {relation === 'other' && !isDesignerRole && task.status === 'recruiting' && session.loginState && (
            <Note>{t('tasks.signup.designersOnly')}</Note>
          )}
          {showChat && (
            <Suspense fallback={null}>
              <Conversation
                key={chatPartner ?? task.designer ?? 'own'}
                taskId={task.id}
                designer={chatPartner ?? (relation === 'admin' ? (task.designer ?? undefined) : undefined)}
              />
            </Suspense>
          )}
        </div>
        <div className="bh-stack">
          {show.data.exhibition && (
            <RulesBox
              rules={show.data.exhibition.rules}
              breaches={checkBrief(show.data.exhibition.rules, task).map((w) => warningText(t, w))}
              title={
                <Link to={`/exhibition/${show.data.exhibition.id}`}>{t('exhibitions.rulesWarn.box', { title: show.data.exhibition.title })}</Link>
              }
            />
          )}
          <Panel title={t('tasks.detail.orbits')}>
            <Orbits orbits={show.data.orbits} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
