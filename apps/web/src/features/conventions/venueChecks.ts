import { hallLimits, venueLimits as limits } from '@boothhub/shared/contracts/venueOptions';
import type { MessageKey, Params } from '../../i18n';
import type { Check } from '../../components/lite/Form';
import { textChecks, wholeChecks } from '../../components/lite/checks';

type T = (key: MessageKey, params?: Params) => string;
type VenueField = 'name' | 'nameEn' | 'city' | 'address' | 'addressEn' | 'descr' | 'descrEn';
export type HallField = 'name' | 'nameEn' | 'plaza' | 'sizes';

/** The venue dialog's rules, with the limits of Admin/venueSave (venueLimits). */
export function venueChecks(t: T): Record<VenueField, Check[]> {
  const text = (label: MessageKey, rules: { required?: boolean; min?: number; max: number }) =>
    textChecks(t, t(label), {
      required: rules.required,
      max: rules.max,
      ...(rules.min && rules.min > 1 ? { min: rules.min } : {}),
      trimmed: true,
    });
  return {
    name: text('conventions.admin.name', { required: true, min: limits.name.min, max: limits.name.max }),
    nameEn: text('conventions.admin.nameEn', { max: limits.nameEn.max }),
    city: text('conventions.field.city', { required: true, max: limits.city.max }),
    address: text('conventions.admin.address', { required: true, min: limits.address.min, max: limits.address.max }),
    addressEn: text('conventions.admin.addressEn', { max: limits.addressEn.max }),
    descr: text('conventions.field.descr', { max: limits.descr.max }),
    descrEn: text('conventions.field.descrEn', { max: limits.descr.max }),
  };
}

/** The rules of a hall's fields, with the limits of Admin/venueSave (hallLimits). */
export function hallChecks(t: T): Record<HallField, Check[]> {
  return {
    name: textChecks(t, t('conventions.admin.hallName'), { required: true, max: hallLimits.name.max, trimmed: true }),
    nameEn: textChecks(t, t('conventions.admin.hallNameEn'), { max: hallLimits.nameEn.max, trimmed: true }),
    plaza: wholeChecks(t, t('conventions.venue.area'), hallLimits.plaza.min, hallLimits.plaza.max),
    sizes: wholeChecks(t, t('conventions.venue.capacity'), hallLimits.sizes.min, hallLimits.sizes.max),
  };
}
