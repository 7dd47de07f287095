import { describe, expect, it } from 'vitest';
import { fails, pubBody } from '../exhibitions/exhibitions.fixtures.js';
import { actor, ok, taskIn, upload, worldForTests } from '../tasks/tasks.fixtures.js';
import { refreshDesignerFigures } from './designers.service.js';
import { uploadWorkImage, workBody, workOf } from './designers.fixtures.js';

const s = worldForTests();

describe('works', () => {
  it('a designer uploads a work: images in order, the chosen cover, public by default', async () => {
    const { t, designer } = s.w;
    const images = [await uploadWorkImage(t, designer), await uploadWorkImage(t, designer), await uploadWorkImage(t, designer)];
    const work = await ok(designer.agent.call('Designer/uploadWorks', workBody(images, { cover: images[1] })));
    expect(work).toMatchObject({
      title: '新能源汽车岛型展台',
      category: 'booth',
      style: 'tech',
      visibility: 'public',
      cover: images[1],
      pictureCount: 3,
      mine: true,
    });
    expect(work.pictures.map((p: any) => p.fileId)).toEqual(images);
    expect(work.coverUrl).toBe(`/api/Gallery/image/${images[1]}?w=480`);
    expect(work.designer.cardno).toBe(designer.cardno);
  });

  it('refuses a business, unknown codes, a bad exhibition, 21 images, a cover not among them, another member’s or a wrong file', async () => {
    const { t, designer, publisher, stranger } = s.w;
    const img = await uploadWorkImage(t, designer);
    await fails(publisher.agent.call('Designer/uploadWorks', workBody([await uploadWorkImage(t, publisher)])), 403, 'DESIGNER_ONLY');
    expect(
      (await fails(designer.agent.call('Designer/uploadWorks', workBody([img], { category: 'nope' })), 400, 'VALIDATION_FAILED')).details?.field,
    ).toBe('category');
    expect(
      (await fails(designer.agent.call('Designer/uploadWorks', workBody([img], { style: 'nope' })), 400, 'VALIDATION_FAILED')).details?.field,
    ).toBe('style');
    await fails(designer.agent.call('Designer/uploadWorks', workBody([img], { exhibitionId: 999_999 })), 404, 'EXHIBITION_NOT_FOUND');
    const many = Array.from({ length: 21 }, () => img);
    await fails(designer.agent.call('Designer/uploadWorks', workBody(many)), 400, 'VALIDATION_FAILED');
    await fails(designer.agent.call('Designer/uploadWorks', workBody([])), 400, 'VALIDATION_FAILED');
    await fails(designer.agent.call('Designer/uploadWorks', workBody([img, img])), 400, 'VALIDATION_FAILED');
    await fails(
      designer.agent.call('Designer/uploadWorks', workBody([img], { cover: await uploadWorkImage(t, designer) })),
      400,
      'VALIDATION_FAILED',
    );
    await fails(designer.agent.call('Designer/uploadWorks', workBody([await uploadWorkImage(t, stranger)])), 403, 'FILE_NOT_YOURS');
    await fails(designer.agent.call('Designer/uploadWorks', workBody([await upload(t, designer, 'attachment')])), 400, 'FILE_WRONG_PURPOSE');
  });

  it('takes 20 images, and links an approved exhibition', async () => {
    const { t, designer, publisher, admin } = s.w;
    const images: string[] = [];
    for (let i = 0; i < 20; i++) images.push(await uploadWorkImage(t, designer));
    const { id: exId } = await ok(publisher.agent.call('Article/huizhanPub', pubBody(t)));
    // not approved yet: not in the catalogue
    await fails(designer.agent.call('Designer/uploadWorks', workBody(images, { exhibitionId: exId })), 404, 'EXHIBITION_NOT_FOUND');
    await ok(admin.agent.call('Admin/huizhanReview', { id: exId, approve: true }));
    const work = await ok(designer.agent.call('Designer/uploadWorks', workBody(images, { exhibitionId: exId })));
    expect(work.pictureCount).toBe(20);
    expect(work.exhibition).toEqual({ id: exId, title: '上海国际汽车工业展览会' });
  });

  it('the owner edits: reorder, new cover, hide; others are refused; a hidden work is nobody else’s to see', async () => {
    const { t, designer, stranger, publisher } = s.w;
    const work = await workOf(t, designer, {}, 3);
    const ids = work.pictures.map((p: any) => p.fileId);
    const reordered = [ids[2], ids[0], ids[1]];
    const edited = await ok(designer.agent.call('Designer/editWorks', { id: work.id, images: reordered, cover: ids[2], title: '改版后的展台' }));
    expect(edited.pictures.map((p: any) => p.fileId)).toEqual(reordered);
    expect(edited).toMatchObject({ cover: ids[2], title: '改版后的展台', category: 'booth' });
    await fails(stranger.agent.call('Designer/editWorks', { id: work.id, title: '别人的作品' }), 403, 'FORBIDDEN');
    await fails(publisher.agent.call('Designer/editWorks', { id: work.id, title: '别人的作品' }), 403, 'FORBIDDEN');
    await fails(designer.agent.call('Designer/editWorks', { id: work.id, category: 'nope' }), 400, 'VALIDATION_FAILED');

    const hidden = await ok(designer.agent.call('Designer/editWorks', { id: work.id, visibility: 'hidden' }));
    expect(hidden.visibility).toBe('hidden');
    expect(hidden.pictures).toHaveLength(3);
    await fails(stranger.agent.call('Designer/worksInfo', { id: work.id }), 404, 'WORK_NOT_FOUND');
    await fails(t.agent().call('Designer/worksInfo', { id: work.id }), 404, 'WORK_NOT_FOUND');
    await fails(stranger.agent.call('Designer/editWorks', { id: work.id, title: '别人的作品' }), 404, 'WORK_NOT_FOUND');
    expect((await ok(designer.agent.call('Designer/worksInfo', { id: work.id }))).visibility).toBe('hidden');

    // public lists leave it out; the owner's list keeps it
    const publicList = await ok(t.agent().call('Designer/worksList', { cardno: designer.cardno, pageSize: 100 }));
    expect(publicList.listItem.map((w: any) => w.id)).not.toContain(work.id);
    expect(publicList.picture.every((p: any) => p.workId !== work.id)).toBe(true);
    const mine = await ok(designer.agent.call('Designer/worksList', { pageSize: 100 }));
    expect(mine.listItem.map((w: any) => w.id)).toContain(work.id);
    expect(mine.picture.filter((p: any) => p.workId === work.id).map((p: any) => p.fileId)).toEqual(reordered);
    await ok(designer.agent.call('Designer/editWorks', { id: work.id, visibility: 'public' }));
    expect((await ok(t.agent().call('Designer/worksInfo', { id: work.id }))).mine).toBe(false);
  });

  it('worksList: own works need a login; a member’s public works by cardno with their pictures', async () => {
    const { t, applicant } = s.w;
    await fails(t.agent().call('Designer/worksList', {}), 401, 'AUTH_REQUIRED');
    await fails(t.agent().call('Designer/worksList', { cardno: '00000000' }), 404, 'MEMBER_NOT_FOUND');
    const a = await workOf(t, applicant, { title: '作品一' });
    const b = await workOf(t, applicant, { title: '作品二' }, 3);
    const page = await ok(t.agent().call('Designer/worksList', { cardno: applicant.cardno }));
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.listItem.map((w: any) => w.id)).toEqual([b.id, a.id]);
    expect(page.picture).toHaveLength(5);
  });

  it('the owner deletes; others are refused', async () => {
    const { t, designer, stranger } = s.w;
    const work = await workOf(t, designer);
    await fails(stranger.agent.call('Designer/deleteWorks', { id: work.id }), 403, 'FORBIDDEN');
    expect(await ok(designer.agent.call('Designer/deleteWorks', { id: work.id }))).toBeNull();
    await fails(designer.agent.call('Designer/worksInfo', { id: work.id }), 404, 'WORK_NOT_FOUND');
    await fails(designer.agent.call('Designer/deleteWorks', { id: work.id }), 404, 'WORK_NOT_FOUND');
  });
});

describe('the designer directory', () => {
  it('finds designers by keyword (Chinese and English), city, specialty, rating and completed tasks, with cards', async () => {
    const { t, publisher, designer } = s.w;
    const sh = await actor(t, 'designer', { prov: '上海', strt: '徐汇区' });
    const bj = await actor(t, 'designer', { prov: '北京', strt: '朝阳区' });
    await ok(sh.agent.call('Member/updateBaseInfo', { nickname: '林晓 Lin Xiao', descr: '擅长科技展台 tech booths' }));
    await ok(sh.agent.call('Designer/setSpecialties', { specialties: ['booth', 'hall'] }));
    await ok(bj.agent.call('Designer/setSpecialties', { specialties: ['stage'] }));
    await fails(bj.agent.call('Designer/setSpecialties', { specialties: ['nope'] }), 400, 'VALIDATION_FAILED');
    await fails(publisher.agent.call('Designer/setSpecialties', { specialties: ['booth'] }), 403, 'DESIGNER_ONLY');
    const shown = await workOf(t, sh, { title: '公开作品' });
    await workOf(t, sh, { title: '隐藏作品', visibility: 'hidden' });

    const search = (body: Record<string, unknown>) => ok(t.agent().call('Common/searchDesigner', { pageSize: 100, ...body }));
    const cardnos = (p: any) => p.listItem.map((c: any) => c.cardno);

    expect(cardnos(await search({ searchKey: '林晓' }))).toEqual([sh.cardno]);
    expect(cardnos(await search({ searchKey: 'xiao' }))).toEqual([sh.cardno]);
    expect(cardnos(await search({ searchKey: '展台' }))).toContain(sh.cardno);
    const inShanghai = await search({ city: '上海' });
    expect(cardnos(inShanghai)).toContain(sh.cardno);
    expect(cardnos(inShanghai)).not.toContain(bj.cardno);
    expect(cardnos(await search({ city: ['上海', '北京'] }))).toEqual(expect.arrayContaining([sh.cardno, bj.cardno]));
    expect(cardnos(await search({ specialty: 'stage' }))).toEqual([bj.cardno]);
    const card = (await search({ searchKey: '林晓' })).listItem[0];
    expect(card).toMatchObject({ nickname: '林晓 Lin Xiao', city: '上海', specialties: ['booth', 'hall'], works: 1, completed: 0, rating: 0 });
    expect(card.covers).toEqual([shown.coverUrl]);

    // ratings and completed tasks: after a completed task evaluated by both sides and the directory's refresh
    const taskId = await taskIn(s.w, 'completed');
    await ok(publisher.agent.call('Taskcenter/businessCmt', { id: taskId, taidu: 5, sudu: 4, pinzhi: 5, content: '很好' }));
    await ok(designer.agent.call('Taskcenter/designerCmt', { id: taskId, taidu: 5, sudu: 5, pinzhi: 5, content: '合作愉快' }));
    expect(cardnos(await search({ minRating: 4 }))).not.toContain(designer.cardno);
    await refreshDesignerFigures(t.app.ctx);
    const rated = await search({ minRating: 4 });
    expect(cardnos(rated)).toContain(designer.cardno);
    expect(cardnos(rated)).not.toContain(sh.cardno);
    expect(rated.listItem.find((c: any) => c.cardno === designer.cardno)).toMatchObject({ taidu: 5, sudu: 4, pinzhi: 5, rating: 4.7, completed: 1 });
    expect(cardnos(await search({ minCompleted: 1 }))).toEqual([designer.cardno]);
    expect(cardnos(await search({ sort: 'rating' }))[0]).toBe(designer.cardno);
    expect(cardnos(await search({ sort: 'completed' }))[0]).toBe(designer.cardno);
    expect(cardnos(await search({ sort: 'newest' }))[0]).toBe(bj.cardno);
    // members who are not designers, and banned designers, are not listed
    expect(cardnos(await search({}))).not.toContain(publisher.cardno);
    expect(cardnos(await search({}))).not.toContain(s.w.banned.cardno);
    const page = await search({ pageSize: 2, page: 1 });
    expect(page.listItem).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(5);
  });

  it('the public page of a designer; a business may invite', async () => {
    const { t, designer, publisher, stranger } = s.w;
    const asBusiness = await ok(publisher.agent.call('Common/designerInfo', { cardno: designer.cardno }));
    expect(asBusiness.can).toEqual({ invite: true, edit: false });
    expect(asBusiness.cardno).toBe(designer.cardno);
    expect((await ok(designer.agent.call('Common/designerInfo', { cardno: designer.cardno }))).can).toEqual({ invite: false, edit: true });
    expect((await ok(t.agent().call('Common/designerInfo', { cardno: designer.cardno }))).can).toEqual({ invite: false, edit: false });
    expect((await ok(stranger.agent.call('Common/designerInfo', { cardno: designer.cardno }))).can.invite).toBe(false);
    await fails(t.agent().call('Common/designerInfo', { cardno: publisher.cardno }), 404, 'DESIGNER_NOT_FOUND');
    await fails(t.agent().call('Common/designerInfo', { cardno: '00000000' }), 404, 'DESIGNER_NOT_FOUND');
  });
});

describe('inviting a designer to a task', () => {
  it('a business invites once to its recruiting task; the designer gets a message', async () => {
    const { t, publisher, stranger, designer } = s.w;
    const taskId = await taskIn(s.w, 'recruiting');
    const invited = await ok(publisher.agent.call('Designer/invite', { cardno: stranger.cardno, taskId }));
    expect(invited.id).toBeGreaterThan(0);
    const msgs = await ok(stranger.agent.call('Tipcenter/getList', { page: 1, pageSize: 20 }));
    expect(msgs.listItem[0]).toMatchObject({ kind: 'designer.invited', link: `/orderDetail?id=${taskId}` });
    await fails(publisher.agent.call('Designer/invite', { cardno: stranger.cardno, taskId }), 409, 'ALREADY_INVITED');

    const rival = await actor(t, 'business');
    await fails(rival.agent.call('Designer/invite', { cardno: stranger.cardno, taskId }), 404, 'TASK_NOT_FOUND');
    await fails(designer.agent.call('Designer/invite', { cardno: stranger.cardno, taskId }), 403, 'BUSINESS_ONLY');
    await fails(publisher.agent.call('Designer/invite', { cardno: publisher.cardno, taskId }), 404, 'DESIGNER_NOT_FOUND');
    await fails(publisher.agent.call('Designer/invite', { cardno: stranger.cardno, taskId: 999_999 }), 404, 'TASK_NOT_FOUND');
    const unpaid = await taskIn(s.w, 'unpaid');
    await fails(publisher.agent.call('Designer/invite', { cardno: stranger.cardno, taskId: unpaid }), 409, 'TASK_NOT_RECRUITING');
    const running = await taskIn(s.w, 'in_progress');
    await fails(publisher.agent.call('Designer/invite', { cardno: stranger.cardno, taskId: running }), 409, 'TASK_NOT_RECRUITING');
  });
});
