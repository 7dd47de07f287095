/**
 * The states and labelled option tables of a task (design types, open sides, styles, deliverables), without zod: the web client's
 * labels read them on the landing page, which loads no schemas (tasks.ts builds the enums from them).
 */
/** a task's states (docs/rules/tasks.md) */
export const taskStatuses = ['unpaid', 'recruiting', 'in_progress', 'delivered', 'completed', 'cancelled', 'disputed'] as const;
/** the states anyone may see (an unpaid task is its publisher's draft) */
export const publicTaskStatuses = taskStatuses.filter((s) => s !== 'unpaid');

/** design types (types); labels for forms and filters */
export const designTypes = {
  booth: { zh: '展台设计', en: 'Booth / stand' },
  stage: { zh: '舞台会议', en: 'Stage / convention' },
  hall: { zh: '展厅设计', en: 'Showroom / hall' },
  pavilion: { zh: '展馆规划', en: 'Pavilion / venue layout' },
  event: { zh: '活动美陈', en: 'Event styling' },
  other: { zh: '其他', en: 'Other' },
} as const;

/** open sides (opens): 1 inline, 2 corner, 3 peninsula, 4 island */
export const openSides = {
  1: { zh: '单开口', en: 'Inline (1 open side)' },
  2: { zh: '双开口', en: 'Corner (2 open sides)' },
  3: { zh: '三开口', en: 'Peninsula (3 open sides)' },
  4: { zh: '四面开口', en: 'Island (4 open sides)' },
} as const;

export const designStyles = {
  modern: { zh: '现代简约', en: 'Modern minimal' },
  tech: { zh: '科技未来', en: 'Tech / futuristic' },
  luxury: { zh: '高端奢华', en: 'Luxury' },
  natural: { zh: '自然生态', en: 'Natural / eco' },
  industrial: { zh: '工业风', en: 'Industrial' },
  chinese: { zh: '新中式', en: 'New Chinese' },
  creative: { zh: '创意艺术', en: 'Creative / artistic' },
  other: { zh: '其他', en: 'Other' },
} as const;

/** deliverables wanted (tasks) */
export const deliverableKinds = {
  rendering: { zh: '效果图', en: 'Renderings' },
  construction: { zh: '施工图', en: 'Construction drawings' },
  plan: { zh: '平面图', en: 'Floor plan' },
  elevation: { zh: '立面图', en: 'Elevations' },
  material: { zh: '材质说明', en: 'Material schedule' },
  model: { zh: '3D 模型', en: '3D model' },
  animation: { zh: '漫游动画', en: 'Walk-through animation' },
} as const;

/** a contact phone (a brief's, a publication's): a mainland mobile, or a landline with area code (0xx-xxxxxxx) */
export const CONTACT_PHONE = /^(?:(?:\+86)?1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?)$/;
/** the longest text CONTACT_PHONE takes (a landline with a four-digit area code and a six-digit extension): the phone box's limit */
export const CONTACT_PHONE_MAX = 20;

/** the most files one delivery may carry */
export const DELIVERY_MAX_FILES = 20;

/** the smallest budget a task may have: 100.00 coins */
export const TASK_MIN_COST = 10_000;
/** the most attachments a brief may carry */
export const TASK_MAX_ATTACH = 10;

/** the most revisions a publisher may ask of one task's delivery */
export const TASK_MAX_REVISIONS = 3;

/**
 * The limits of a task's fields, without zod: tasks.ts builds its schemas from them and the web client's forms check
 * the same numbers (texts count characters after trimming; numbers are whole). A limit changed here changes both.
 */
export const taskLimits = {
  title: { min: 4, max: 80 },
  /** area in m² */
  plaza: { min: 1, max: 100_000 },
  sizes: { min: 1, max: 40 },
  opens: { min: 1, max: 4 },
  /** storeys */
  layer: { min: 1, max: 5 },
  /** the stand's height in cm (the form types metres with at most two decimals): 1 to 50 m, as an exhibition's height rule */
  heightCm: { min: 100, max: 5_000 },
  addr: { min: 2, max: 120 },
  city: { min: 1, max: 30 },
  contactName: { min: 1, max: 40 },
  /** the publisher's (or a package buyer's) requirements */
  tips: { max: 5000 },
  /** a designer's sign-up: the message and the days the design takes */
  signupMessage: { min: 5, max: 1000 },
  signupDays: { min: 1, max: 365 },
  /** a designer's delivery note, and what a publisher asks to change */
  deliveryNote: { min: 2, max: 5000 },
  reviseReason: { min: 2, max: 2000 },
} as const;
