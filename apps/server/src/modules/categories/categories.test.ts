import { designStyles, designTypes } from '@boothhub/shared/contracts/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { actor, ok, type Actor } from '../tasks/tasks.fixtures.js';
import { approvedConvention } from '../conventions/conventions.fixtures.js';

let t: TestApp;
let admin: Actor, biz: Actor;
beforeAll(async () => {
  t = await createTestApp();
  [admin, biz] = await Promise.all([actor(t, 'admin'), actor(t, 'business')]);
});
afterAll(async () => t?.close());

const tree = async (name?: string, headers: Record<string, string> = {}) => t.agent().call('Common/menusTree', name ? { tree: name } : {}, headers);
const node = (nodes: any[], code: string): any => nodes.find((n) => n.code === code);

describe('Common/menusTree', () => {
  it('answers every default tree, nested, with the task enums as codes, and a version (also the ETag)', async () => {
    const res = await tree();
    expect(res.status).toBe(200);
    const { trees, version } = res.body.data;
    expect(Object.keys(trees).sort()).toEqual(['designType', 'industry', 'modelCategory', 'region', 'style']);
    expect(trees.designType.map((n: any) => n.code)).toEqual(Object.keys(designTypes));
    expect(trees.style.map((n: any) => n.code)).toEqual(Object.keys(designStyles));
    expect(trees.industry.length).toBeGreaterThanOrEqual(12);
    expect(trees.modelCategory.length).toBeGreaterThanOrEqual(8);
    expect(trees.region.length).toBeGreaterThanOrEqual(10);
    const cities = trees.region.flatMap((p: any) => p.children.map((c: any) => c.nameZh));
    for (const c of ['上海', '北京', '广州', '深圳', '成都', '杭州', '南京', '武汉', '西安', '重庆', '苏州', '天津']) expect(cities).toContain(c);
    expect(node(trees.region, 'guangdong').children.map((c: any) => c.code)).toContain('shenzhen');
    expect(node(trees.industry, 'auto')).toMatchObject({
      name: '汽车',
      nameZh: '汽车',
      nameEn: 'Automotive',
      enabled: true,
      parentId: null,
      children: [],
    });
    expect(res.headers.etag).toContain(version);
    const en = await tree('industry', { 'accept-language': 'en-US' });
    expect(Object.keys(en.body.data.trees)).toEqual(['industry']);
    expect(node(en.body.data.trees.industry, 'auto').name).toBe('Automotive');
  });
});

describe('admin edits (Admin/menusList, menuSave, menuDel)', () => {
  it('creates, edits, switches off (hidden from the public tree) and audits; the version changes', async () => {
    const before = (await tree()).body.data.version;
    const created = await ok(
      admin.agent.call('Admin/menuSave', { tree: 'industry', code: 'robotics', nameZh: '机器人', nameEn: 'Robotics', sort: 5 }),
    );
    expect(created).toMatchObject({ code: 'robotics', enabled: true, parentId: null });
    expect((await tree()).body.data.version).not.toBe(before);
    expect(node((await tree('industry')).body.data.trees.industry, 'robotics')).toBeTruthy();
    await ok(
      admin.agent.call('Admin/menuSave', {
        id: created.id,
        tree: 'industry',
        code: 'robotics',
        nameZh: '机器人',
        nameEn: 'Robots',
        sort: 5,
        enabled: false,
      }),
    );
    expect(node((await tree('industry')).body.data.trees.industry, 'robotics')).toBeUndefined();
    const list = await ok(admin.agent.call('Admin/menusList', { tree: 'industry' }));
    expect(node(list.listItem, 'robotics')).toMatchObject({ enabled: false, nameEn: 'Robots' });
    const audit = await ok(admin.agent.call('Admin/auditList', { page: 1, pageSize: 5, action: 'category' }));
    expect(audit.listItem.map((a: any) => a.action)).toEqual(['category.edit', 'category.create']);
  });

  it('refuses a duplicate code, a parent of another tree and cycles', async () => {
    const dup = await admin.agent.call('Admin/menuSave', { tree: 'industry', code: 'auto', nameZh: '汽车2', nameEn: 'Auto 2' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ success: false, errorCode: 'CATEGORY_CODE_TAKEN' });
    // the same code in another tree is fine
    await ok(admin.agent.call('Admin/menuSave', { tree: 'modelCategory', code: 'auto', nameZh: '汽车模型', nameEn: 'Car models' }));
    const trees = (await tree()).body.data.trees;
    const guangdong = node(trees.region, 'guangdong');
    const wrongTree = await admin.agent.call('Admin/menuSave', { tree: 'industry', parentId: guangdong.id, code: 'x1', nameZh: 'x', nameEn: 'x' });
    expect(wrongTree.body.errorCode).toBe('CATEGORY_PARENT_INVALID');
    const shenzhen = node(guangdong.children, 'shenzhen');
    const cycle = await admin.agent.call('Admin/menuSave', {
      id: guangdong.id,
      tree: 'region',
      parentId: shenzhen.id,
      code: 'guangdong',
      nameZh: '广东',
      nameEn: 'Guangdong',
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.errorCode).toBe('CATEGORY_PARENT_INVALID');
    const self = await admin.agent.call('Admin/menuSave', {
      id: guangdong.id,
      tree: 'region',
      parentId: guangdong.id,
      code: 'guangdong',
      nameZh: '广东',
      nameEn: 'Guangdong',
    });
    expect(self.body.errorCode).toBe('CATEGORY_PARENT_INVALID');
  });

  it('refuses to delete a node with children or an industry in use, and says why; deletes a free leaf', async () => {
    const trees = (await tree()).body.data.trees;
    const withKids = await admin.agent.call('Admin/menuDel', { id: node(trees.region, 'guangdong').id });
    expect(withKids.status).toBe(409);
    expect(withKids.body.errorCode).toBe('CATEGORY_HAS_CHILDREN');
    expect(withKids.body.errorMessage).toMatch(/4/);
    await approvedConvention(t, biz, admin, { industry: 'food' });
    const inUse = await admin.agent.call('Admin/menuDel', { id: node(trees.industry, 'food').id });
    expect(inUse.status).toBe(409);
    expect(inUse.body.errorCode).toBe('CATEGORY_IN_USE');
    expect(await ok(admin.agent.call('Admin/menuDel', { id: node(trees.industry, 'agriculture').id, reason: 'unused' }))).toBeNull();
    expect(node((await tree('industry')).body.data.trees.industry, 'agriculture')).toBeUndefined();
    expect((await admin.agent.call('Admin/menuDel', { id: 999999 })).body.errorCode).toBe('CATEGORY_NOT_FOUND');
  });
});
