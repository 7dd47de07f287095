import type { FastifyInstance } from 'fastify';
import { matching, savedSearches, taskGuide, tasks } from '@boothhub/shared';
import { idFrom } from '@boothhub/shared/patterns';
import { firstPageQuery } from '@boothhub/shared/taskList';
import { registerCall } from '../../platform/calls.js';
import { listChat, postChat } from './chat.service.js';
import { deliver } from './deliver.service.js';
import { budgetGuide } from './guide.service.js';
import { notForMe, recommendTasks } from './match.service.js';
import { payTask } from './pay.service.js';
import { deleteTask, editTask, publishTask } from './publish.service.js';
import * as query from './query.service.js';
import { accept, cancel, revise } from './review.service.js';
import { cancelSignup, selectDesigner, signUp } from './signup.service.js';
import { deleteSavedSearch, listSavedSearches, saveSearch } from './saved-searches.service.js';
import { registerModelRoute } from './tasks.model.js';
import { registerPreviewRoute } from './tasks.preview.js';

/** Business tasks (docs/rules/tasks.md): publish, pay, find, sign up, select, deliver, review, converse (the timers start from `modules/index.ts`). */
export async function registerTasksRoutes(app: FastifyInstance) {
  // the first page of the public list and a task's detail come with their document (platform/web.ts, decision 046)
  app.ctx.documentAnswers.set('/orderList', (params) => ({ call: tasks.getBusinesTask.path, body: firstPageQuery(params) }));
  app.ctx.documentAnswers.set('/orderDetail', (params) => {
    const id = idFrom(params);
    return id === null ? null : { call: tasks.showBusinesTask.path, body: { id } };
  });
  registerCall(app, savedSearches.saveSearch, (body, { ctx, viewer, lang }) => saveSearch(ctx, viewer, body, lang));
  registerCall(app, savedSearches.savedSearches, (_body, { ctx, viewer, lang }) => listSavedSearches(ctx, viewer, lang));
  registerCall(app, savedSearches.deleteSavedSearch, (body, { ctx, viewer }) => deleteSavedSearch(ctx, viewer, body.id));
  registerCall(app, tasks.businessTaskPub, (body, { ctx, viewer }) => publishTask(ctx, viewer, body));
  registerCall(app, tasks.businessTaskEdit, (body, { ctx, viewer }) => editTask(ctx, viewer, body));
  registerCall(app, tasks.businessTaskDel, (body, { ctx, viewer }) => deleteTask(ctx, viewer, body.id));
  registerCall(app, tasks.businessTaskPay, (body, { ctx, viewer }) => payTask(ctx, viewer, body));
  registerCall(app, tasks.businessTaskList, (body, { ctx, viewer }) => query.listOwnTasks(ctx, viewer, body));
  registerCall(app, tasks.businessTaskCancel, (body, { ctx, viewer }) => cancel(ctx, viewer, body.id));
  registerCall(app, tasks.businessSelect, (body, { ctx, viewer }) => selectDesigner(ctx, viewer, body));
  registerCall(app, tasks.businessRevise, (body, { ctx, viewer }) => revise(ctx, viewer, body));
  registerCall(app, tasks.businessAccept, (body, { ctx, viewer }) => accept(ctx, viewer, body.id));
  // the same for every viewer: kept a moment (platform/answer-cache.ts)
  registerCall(app, tasks.getBusinesTask, (body, { ctx }) => query.listPublicTasks(ctx, body), { shared: 'everyone' });
  // the same for every visitor (no session): a visitor's answer is kept a moment, a member's is always their own
  // a member's session check reads their detail in the same statement (query.service readViewerWithDetail)
  registerCall(app, tasks.showBusinesTask, (body, { ctx, viewer, lang, req }) => query.showTask(ctx, viewer, body.id, lang, req), {
    shared: 'visitors',
    readViewer: query.readViewerWithDetail,
  });
  registerCall(app, tasks.designerSignup, (body, { ctx, viewer }) => signUp(ctx, viewer, body));
  registerCall(app, tasks.designerSignupCancel, (body, { ctx, viewer }) => cancelSignup(ctx, viewer, body.id));
  registerCall(app, tasks.designerTaskList, (body, { ctx, viewer }) => query.listDesignerTasks(ctx, viewer, body));
  registerCall(app, tasks.designerTaskPost, (body, { ctx, viewer }) => deliver(ctx, viewer, body));
  registerCall(app, tasks.recommendList, (body, { ctx, viewer }) => recommendTasks(ctx, viewer, body));
  registerCall(app, matching.notForMe, (body, { ctx, viewer }) => notForMe(ctx, viewer, body));
  // read from the band tables only (decision 075); the same for every viewer
  registerCall(app, taskGuide.budgetGuide, (body, { ctx, lang }) => budgetGuide(ctx, body, lang), { shared: 'everyone' });
  registerCall(app, tasks.homeStats, (_body, { ctx }) => query.homeStats(ctx));
  registerCall(app, tasks.chatList, (body, { ctx, viewer }) => listChat(ctx, viewer, body));
  registerCall(app, tasks.chatPost, (body, { ctx, viewer }) => postChat(ctx, viewer, body));
  registerPreviewRoute(app);
  registerModelRoute(app);
}
