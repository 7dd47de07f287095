import type { Lang } from '@boothhub/shared';
import type { VenueForm, VenueListItem } from '@boothhub/shared/contracts/venues';
import { localize } from '../../lib/localize.js';
import { publicFileUrl } from '../files/files.service.js';
import type { HallRow, VenueRow } from './venues.repository.js';

export const imageUrl = (fileId: string | null | undefined) => (fileId ? publicFileUrl(fileId) : null);
export const imageRef = (fileId: string) => ({ fileId, url: publicFileUrl(fileId) });

export const venueName = (v: Pick<VenueRow, 'name' | 'nameEn'>, lang: Lang) => localize(lang, v.name, v.nameEn);

export function venueListItem(v: VenueRow, lang: Lang, hallCount: number, fav: boolean): VenueListItem {
  return {
    id: v.id,
    name: venueName(v, lang),
    city: v.city,
    address: localize(lang, v.address, v.addressEn),
    faceimg: imageUrl(v.faceimg),
    plaza: v.plaza,
    sizes: v.sizes,
    hallCount,
    featured: v.featured,
    fav,
  };
}

export const hallView = (h: HallRow, lang: Lang) => ({ id: h.id, name: localize(lang, h.name, h.nameEn), plaza: h.plaza, sizes: h.sizes });

export function venueForm(v: VenueRow, halls: HallRow[]): VenueForm {
  return {
    id: v.id,
    name: v.name,
    nameEn: v.nameEn ?? '',
    city: v.city,
    address: v.address,
    addressEn: v.addressEn ?? '',
    descr: v.descr,
    descrEn: v.descrEn ?? '',
    faceimg: v.faceimg ? imageRef(v.faceimg) : null,
    pictures: v.pictures.map(imageRef),
    panoramas: v.panoramas.map(imageRef),
    featured: v.featured,
    halls: halls.map((h) => ({ id: h.id, name: h.name, nameEn: h.nameEn ?? '', plaza: h.plaza, sizes: h.sizes })),
    plaza: v.plaza,
    sizes: v.sizes,
  };
}
