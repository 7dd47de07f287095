import type { Lang } from '@boothhub/shared';
import type { CatalogueStatus, ConventionDetail, ConventionForm, ConventionListItem } from '@boothhub/shared/contracts/conventions';
import type { VenueEvent } from '@boothhub/shared/contracts/venues';
import { localize } from '../../lib/localize.js';
import { publicFileUrl, publicFileUrlOrNull } from '../files/files.service.js';
import type { ConventionRow } from './conventions.repository.js';

const ref = (fileId: string) => ({ fileId, url: publicFileUrl(fileId) });

export function conventionListItem(c: ConventionRow, lang: Lang, venueNames: Map<number, string>): ConventionListItem {
  return {
    id: c.id,
    title: localize(lang, c.title, c.titleEn),
    city: c.city,
    sdate: c.sdate,
    edate: c.edate,
    sizes: c.sizes,
    industry: c.industry ?? null,
    venue: c.venueId && venueNames.has(c.venueId) ? { id: c.venueId, name: venueNames.get(c.venueId)! } : null,
    cover: publicFileUrlOrNull(c.cover),
  };
}

export const venueEvent = (c: ConventionRow, lang: Lang): VenueEvent => ({
  id: c.id,
  title: localize(lang, c.title, c.titleEn),
  sdate: c.sdate,
  edate: c.edate,
  cover: publicFileUrlOrNull(c.cover),
});

/** The seed's `huiyi`: contact data only when `contact`, the review outcome only when `review`. */
export function conventionDetail(c: ConventionRow, lang: Lang, opts: { contact: boolean; review: boolean; mine: boolean }): ConventionDetail {
  return {
    id: c.id,
    title: localize(lang, c.title, c.titleEn),
    descr: localize(lang, c.descr, c.descrEn),
    sizes: c.sizes,
    contacter: opts.contact ? c.contacter : null,
    phone: opts.contact ? c.phone : null,
    sdate: c.sdate,
    edate: c.edate,
    addrs: c.addrs,
    content: localize(lang, c.content, c.contentEn),
    city: c.city,
    industry: c.industry ?? null,
    venueId: c.venueId ?? null,
    pictures: c.pictures.map((f) => publicFileUrl(f)),
    cover: publicFileUrlOrNull(c.cover),
    status: c.status as CatalogueStatus,
    ...(opts.review ? { rejectReason: c.rejectReason ?? null } : {}),
    mine: opts.mine,
  };
}

export function conventionForm(c: ConventionRow): ConventionForm {
  return {
    id: c.id,
    title: c.title,
    titleEn: c.titleEn ?? '',
    descr: c.descr,
    descrEn: c.descrEn ?? '',
    sizes: c.sizes,
    contacter: c.contacter,
    phone: c.phone,
    sdate: c.sdate,
    edate: c.edate,
    addrs: c.addrs,
    content: c.content,
    contentEn: c.contentEn ?? '',
    city: c.city,
    industry: c.industry ?? null,
    venueId: c.venueId ?? null,
    cover: c.cover ? ref(c.cover) : null,
    pictures: c.pictures.map(ref),
    status: c.status as CatalogueStatus,
    rejectReason: c.rejectReason ?? null,
    editable: true,
  };
}
