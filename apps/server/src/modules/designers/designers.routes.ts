import type { FastifyInstance } from 'fastify';
import { designers, matching } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { inviteCandidates } from './candidates.service.js';
import { inviteDesigner } from './invite.service.js';
import { designerInfo, searchDesigners, setSpecialties } from './profile.service.js';
import { deleteWork, editWork, listWorks, uploadWork, workInfo } from './works.service.js';

/** Designers' works and the designer directory (docs/rules/designers.md). */
export async function registerDesignersRoutes(app: FastifyInstance) {
  registerCall(app, designers.uploadWorks, (body, { ctx, viewer, lang }) => uploadWork(ctx, viewer, lang, body));
  registerCall(app, designers.editWorks, (body, { ctx, viewer, lang }) => editWork(ctx, viewer, lang, body));
  registerCall(app, designers.deleteWorks, (body, { ctx, viewer }) => deleteWork(ctx, viewer, body.id));
  registerCall(app, designers.worksInfo, (body, { ctx, viewer, lang }) => workInfo(ctx, viewer, lang, body.id));
  registerCall(app, designers.worksList, (body, { ctx, viewer, lang }) => listWorks(ctx, viewer, lang, body));
  registerCall(app, designers.searchDesigner, (body, { ctx }) => searchDesigners(ctx, body));
  registerCall(app, designers.designerInfo, (body, { ctx, viewer, lang }) => designerInfo(ctx, viewer, lang, body.cardno));
  registerCall(app, designers.setSpecialties, (body, { ctx, viewer }) => setSpecialties(ctx, viewer, body));
  registerCall(app, designers.inviteDesigner, (body, { ctx, viewer }) => inviteDesigner(ctx, viewer, body));
  registerCall(app, matching.inviteCandidates, (body, { ctx, viewer }) => inviteCandidates(ctx, viewer, body));
}
