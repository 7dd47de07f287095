import { content } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { audit } from '../admin/audit.service.js';
import * as repo from './content.repository.js';
import { fieldsOf } from '../../lib/rows.js';

type PageSection = content.PageSection;

export interface PageInput {
  slug: string;
  section: PageSection;
  titleZh: string;
  titleEn: string;
  bodyZh: string;
  bodyEn: string;
  sort: number;
}

export function pageView(p: repo.PageRow): content.ContentPage {
  return {
    ...fieldsOf(p, ['slug', 'titleZh', 'titleEn', 'bodyZh', 'bodyEn', 'sort']),
    section: p.section as PageSection,
    updatedAt: p.updatedAt.toISOString(),
  };
}

export async function helpList(ctx: AppContext) {
  return { listItem: (await repo.listPages(ctx.db, 'help')).map(pageView) };
}

export async function allPages(ctx: AppContext) {
  return { listItem: (await repo.listPages(ctx.db)).map(pageView) };
}

export async function getPage(ctx: AppContext, slug: string) {
  const page = await repo.findPage(ctx.db, slug);
  if (!page) throw new AppError('PAGE_NOT_FOUND');
  return pageView(page);
}

function checkSection(input: PageInput) {
  if (input.slug === content.ABOUT_SLUG && input.section !== 'about') {
    const reason = 'the page "about" belongs to section about';
    throw new AppError('VALIDATION_FAILED', { field: 'section', reason }, { field: 'section' });
  }
}

/** Create or edit a page (back office); audited in the same transaction. */
export async function savePage(ctx: AppContext, viewer: Viewer, input: PageInput & { reason: string }) {
  checkSection(input);
  const now = ctx.now();
  const { reason, ...page } = input;
  return ctx.db.transaction(async (tx) => {
    const { page: saved, created } = await repo.upsertPage(tx, { ...page, updatedAt: now });
    await audit(
      tx,
      { actorId: viewer.id, action: 'content.page_save', target: `page:${page.slug}`, reason, detail: { created, section: page.section } },
      now,
    );
    return pageView(saved);
  });
}

export async function deletePage(ctx: AppContext, viewer: Viewer, input: { slug: string; reason: string }) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const gone = await repo.deletePage(tx, input.slug);
    if (!gone) throw new AppError('PAGE_NOT_FOUND');
    await audit(
      tx,
      { actorId: viewer.id, action: 'content.page_delete', target: `page:${input.slug}`, reason: input.reason, detail: { titleEn: gone.titleEn } },
      now,
    );
  });
  return null;
}

/** Demo/initial content: adds the pages whose slugs are missing, never overwrites. Returns how many were added. */
export async function addMissingPages(db: Db, pages: PageInput[], now: Date): Promise<number> {
  let added = 0;
  for (const p of pages) {
    checkSection(p);
    if (await repo.insertPageIfMissing(db, { ...p, updatedAt: now })) added++;
  }
  return added;
}
