import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { designerInvitations, designerProfiles, works } from '../../db/schema/designers.js';

/**
 * The invite ranking's reads of the designers' own tables (decision 078): three walks of the profile indexes for
 * candidates (the city's best rated, a specialty's best rated, the best rated anywhere), then figures of those few.
 */
const byRating = [desc(designerProfiles.rating), desc(designerProfiles.memberId)];

export async function ratedIds(db: Db, by: { cities?: string[]; specialty?: string }, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: designerProfiles.memberId })
    .from(designerProfiles)
    .where(
      and(
        by.cities ? inArray(designerProfiles.city, by.cities) : undefined,
        by.specialty ? sql`${designerProfiles.specialties} @> array[${by.specialty}]::text[]` : undefined,
        eq(designerProfiles.listed, 1),
      ),
    )
    .orderBy(...byRating)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Per designer: public works of a design type, in a style, and the newest one's date (works_designer_idx). */
export async function workFacts(db: Db, designerIds: number[], category: string, style: string) {
  if (!designerIds.length) return new Map<number, { typeWorks: number; styleWorks: number; lastAt: Date | null }>();
  const rows = await db
    .select({
      id: works.designerId,
      typeWorks: sql<number>`count(*) filter (where ${works.category} = ${category})::int`,
      styleWorks: sql<number>`count(*) filter (where ${works.style} = ${style})::int`,
      lastAt: sql<string | null>`max(${works.createdAt})`,
    })
    .from(works)
    .where(and(inArray(works.designerId, designerIds), eq(works.visibility, 'public')))
    .groupBy(works.designerId);
  return new Map(rows.map((r) => [r.id, { typeWorks: r.typeWorks, styleWorks: r.styleWorks, lastAt: r.lastAt ? new Date(r.lastAt) : null }]));
}

/** Of some designers, those already invited to a task. */
export async function invitedOf(db: Db, taskId: number, designerIds: number[]): Promise<Set<number>> {
  if (!designerIds.length) return new Set();
  const rows = await db
    .select({ id: designerInvitations.designerId })
    .from(designerInvitations)
    .where(and(eq(designerInvitations.taskId, taskId), inArray(designerInvitations.designerId, designerIds)));
  return new Set(rows.map((r) => r.id));
}
