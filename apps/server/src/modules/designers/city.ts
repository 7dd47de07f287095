import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The designer directory's city of a member (docs/rules/designers.md): the province for the four municipalities
 * (上海 浦东新区 → 上海), else the city (`strt`), else the province. One rule, in TypeScript for writing a profile row
 * and in SQL for finding the rows whose city is out of date.
 */
export const MUNICIPALITIES = ['北京', '上海', '天津', '重庆'];

export const directoryCity = (m: { prov: string; strt: string }) => (MUNICIPALITIES.includes(m.prov) ? m.prov : m.strt || m.prov);

export const directoryCitySql = (prov: AnyPgColumn, strt: AnyPgColumn): SQL =>
  sql`case when ${prov} in (${sql.join(
    MUNICIPALITIES.map((c) => sql`${c}`),
    sql`, `,
  )}) then ${prov} when ${strt} <> '' then ${strt} else ${prov} end`;
