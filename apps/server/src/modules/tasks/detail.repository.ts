import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { members, sessions, taskOrbits, taskSignups, tasks } from '../../db/schema/index.js';
import { prepared } from '../../lib/prepared.js';
import { wholeTaskColumns, type OrbitRow, type TaskListRow, type TaskRow } from './tasks.repository.js';

/** An orbit entry with its actor, as the detail shows it. */
export type OrbitWithActor = { orbit: OrbitRow; cardno: string | null; nickname: string | null; role: string | null };
type OrbitJson = Omit<OrbitRow, 'createdAt'> & { createdAt: string; cardno: string | null; nickname: string | null; role: string | null };
/** every column of task_orbits under its field name, as json_build_object's arguments (a new column comes along by itself) */
const orbitFields = sql.raw(
  Object.entries(getTableColumns(taskOrbits))
    .map(([field, column]) => `'${field}', o."${column.name}"`)
    .join(', '),
);

/**
 * What a detail shows besides the list's figures: the publisher's avatar, the selected designer's name and avatar and
 * the orbits with their actors.
 */
const detailColumns = {
  ...wholeTaskColumns,
  publisherLogo: members.userlogo,
  designerName: sql<string | null>`(select m.nickname from ${members} m where m.id = ${tasks.designerId})`,
  designerLogo: sql<string | null>`(select m.userlogo from ${members} m where m.id = ${tasks.designerId})`,
  orbits: sql<OrbitJson[] | string>`(select coalesce(json_agg(json_build_object(${orbitFields},
    'cardno', a.cardno, 'nickname', a.nickname, 'role', a.role) order by o.id), '[]'::json)
    from ${taskOrbits} o left join ${members} a on a.id = o.actor_id where o.task_id = ${tasks.id})`,
};
export type TaskDetailRead = Omit<TaskListRow, 'task'> & {
  task: TaskRow;
  publisherLogo: string | null;
  designerName: string | null;
  designerLogo: string | null;
  orbits: OrbitWithActor[];
};

/** A member's own part of a task's detail: their signup on it (id and status) and whether they favourited it. */
export interface ViewerPart {
  mine: { id: number; status: string } | null;
  fav: boolean;
}
/** the `exists` of a member's favourite of a task, as SQL (the favourites module's, passed in by the service) */
export type FavouritedSql = (memberId: SQL | AnyPgColumn, taskId: AnyPgColumn) => SQL<boolean>;

/** the member's signup (on task_signups_once) and favourite (on favourites_once), beside the task's columns */
const viewerColumns = (favourited: FavouritedSql, memberId: SQL | AnyPgColumn) => ({
  mine: sql<{ id: number; status: string } | string | null>`(select json_build_object('id', s.id, 'status', s.status)
    from ${taskSignups} s where s.task_id = ${tasks.id} and s.designer_id = ${memberId})`,
  fav: favourited(memberId, tasks.id),
});

type DetailRow = Omit<TaskDetailRead, 'orbits'> & { orbits: OrbitJson[] | string };
type ViewerRow = { mine: ViewerPart['mine'] | string; fav: boolean };

function detailRead({ orbits: json, ...row }: DetailRow): TaskDetailRead {
  const list = (typeof json === 'string' ? JSON.parse(json) : json) as OrbitJson[];
  const orbits = list.map(({ cardno, nickname, role, createdAt, ...orbit }) => ({
    orbit: { ...orbit, createdAt: new Date(createdAt) },
    cardno,
    nickname,
    role,
  }));
  return { ...row, orbits };
}
const viewerPart = ({ mine, fav }: ViewerRow): ViewerPart => ({
  mine: typeof mine === 'string' ? (JSON.parse(mine) as ViewerPart['mine']) : mine,
  fav: fav === true || (fav as unknown) === 't',
});

/**
 * One task as the detail shows it, in ONE prepared statement: its list figures, the selected designer's name and its
 * orbits with their actors (a json_agg on task_orbits_task_idx), which were a second statement before.
 */
export async function taskForDetail(db: Db, id: number): Promise<TaskDetailRead | undefined> {
  const [row] = await prepared(db, 'task_for_detail', (d) =>
    d
      .select(detailColumns)
      .from(tasks)
      .innerJoin(members, eq(members.id, tasks.publisherId))
      .where(eq(tasks.id, sql.placeholder('id')))
      .prepare('task_for_detail'),
  ).execute({ id });
  return row && detailRead(row);
}

/** The same for a member, with their own part (their signup, their favourite) in the same statement. */
export async function taskForDetailOf(
  db: Db,
  id: number,
  memberId: number,
  favourited: FavouritedSql,
): Promise<(TaskDetailRead & ViewerPart) | undefined> {
  const [row] = await prepared(db, 'task_for_detail_of', (d) =>
    d
      .select({ ...detailColumns, ...viewerColumns(favourited, sql`${sql.placeholder('member')}`) })
      .from(tasks)
      .innerJoin(members, eq(members.id, tasks.publisherId))
      .where(eq(tasks.id, sql.placeholder('id')))
      .prepare('task_for_detail_of'),
  ).execute({ id, member: memberId });
  return row && { ...detailRead(row), ...viewerPart(row) };
}

const viewer = alias(members, 'viewer');

/**
 * A session by its token's hash with its member, and that member's detail of a task (its own part included), in ONE
 * statement: Taskcenter/showBusinesTask's session check and read together, where any other call reads the session
 * first (as Member/userInfo does, profile.repository sessionWithFigures). `read` is undefined when the task does not exist.
 */
export async function sessionWithDetail(db: Db, tokenHash: string, id: number, favourited: FavouritedSql) {
  const [row] = await prepared(db, 'session_with_detail', (d) =>
    d
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        viewerId: viewer.id,
        viewerCardno: viewer.cardno,
        viewerRole: viewer.role,
        viewerBanned: viewer.banned,
        ...detailColumns,
        ...viewerColumns(favourited, viewer.id),
      })
      .from(sessions)
      .innerJoin(viewer, eq(viewer.id, sessions.memberId))
      .leftJoin(tasks, eq(tasks.id, sql.placeholder('id')))
      .leftJoin(members, eq(members.id, tasks.publisherId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('session_with_detail'),
  ).execute({ tokenHash, id });
  if (!row) return undefined;
  const { sessionId, lastSeenAt, viewerId, viewerCardno, viewerRole, viewerBanned, ...rest } = row;
  return {
    sessionId,
    lastSeenAt,
    id: viewerId,
    cardno: viewerCardno,
    role: viewerRole,
    banned: viewerBanned,
    taskId: id,
    read: rest.task ? { ...detailRead(rest as DetailRow), ...viewerPart(rest) } : undefined,
  };
}
