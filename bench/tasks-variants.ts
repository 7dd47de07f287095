/** The list requests bench/tasks.ts and bench/tasks-pglite.ts measure, and the cursor of a deep page. */
import { SHORT_FORMS } from '../apps/server/src/lib/search.js';
import { call } from './member.js';

export interface ListVariant {
  key: string;
  name: string;
  body: Record<string, unknown>;
  /** what every answered item must satisfy */
  check: (item: Record<string, any>) => boolean;
}

const hasAutoWord = (s: string) => /(^|[^\p{L}\p{N}])auto/iu.test(s);
/** 车展 itself, or every word of one of its long forms (lib/search.ts SHORT_FORMS: 汽车 + 展览 …, issue 32) */
const hasCarShow = (s: string) => s.includes('车展') || SHORT_FORMS['车展']!.some((words) => words.every((w) => s.includes(w)));
export const variants: ListVariant[] = [
  { key: '1', name: 'getBusinesTask: first page, no filter', body: { page: 1, pageSize: 20 }, check: () => true },
  {
    key: '2',
    name: 'getBusinesTask: city 上海 + type booth + budget 5,000–20,000 coins',
    body: { page: 1, pageSize: 20, city: '上海', types: 'booth', costMin: 500_000, costMax: 2_000_000 },
    check: (x) => x.city === '上海' && x.types === 'booth' && x.cost >= 500_000 && x.cost <= 2_000_000,
  },
  { key: '3', name: 'getBusinesTask: deep page 500 of 20 by page number (OFFSET), no filter', body: { page: 500, pageSize: 20 }, check: () => true },
  {
    key: '4',
    name: 'getBusinesTask: keyword 车展',
    body: { page: 1, pageSize: 20, keyword: '车展' },
    check: (x) => hasCarShow(`${x.title} ${x.tips} ${x.addr}`),
  },
  {
    key: '4n',
    name: 'getBusinesTask: keyword 车展, newest first',
    body: { page: 1, pageSize: 20, keyword: '车展', sort: 'newest' },
    check: (x) => hasCarShow(`${x.title} ${x.tips} ${x.addr}`),
  },
  {
    key: '5',
    name: 'getBusinesTask: keyword "auto"',
    body: { page: 1, pageSize: 20, keyword: 'auto' },
    check: (x) => hasAutoWord(`${x.title} ${x.tips} ${x.addr}`),
  },
  {
    key: '5n',
    name: 'getBusinesTask: keyword "auto", newest first',
    body: { page: 1, pageSize: 20, keyword: 'auto', sort: 'newest' },
    check: (x) => hasAutoWord(`${x.title} ${x.tips} ${x.addr}`),
  },
];

/** The cursor of page 500 of 20 (rows 9,981–10,000), reached by walking the list by cursor as a client would. */
export async function deepCursor(base: string): Promise<string> {
  let cursor: string | undefined;
  let rows = 0;
  while (rows < 9980) {
    const pageSize = Math.min(100, 9980 - rows);
    const data = (await call(base, 'Taskcenter/getBusinesTask', { page: 1, pageSize, ...(cursor ? { cursor } : {}) })).envelope.data;
    rows += data.listItem.length;
    cursor = data.nextCursor;
    if (!cursor) throw new Error('the list ended before page 500');
  }
  return cursor!;
}
