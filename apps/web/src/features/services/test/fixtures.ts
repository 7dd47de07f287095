import type { DataOf, services } from '@boothhub/shared';

export type ServiceDetail = DataOf<typeof services.serviceInfo>;

/** A designer's service package as Service/serviceInfo answers it to a business that may buy it (override what a test needs). */
export const serviceDetail = (patch: Partial<ServiceDetail> = {}): ServiceDetail => ({
  id: 7,
  title: '36 m² island booth',
  category: 'booth',
  style: 'modern',
  plaza: 36,
  opens: 4,
  days: 5,
  revisions: 2,
  deliverables: ['rendering', 'plan'],
  price: 300_000,
  cover: null,
  status: 'active',
  sales: 0,
  designer: { cardno: '20000002', nickname: 'Dee', userlogo: null, city: '上海', rating: 4.5, completed: 3 },
  updatedAt: '2026-11-25T08:00:00.000Z',
  descr: 'Three renderings and a plan.',
  coverId: null,
  can: { edit: false, buy: true },
  ...patch,
});
