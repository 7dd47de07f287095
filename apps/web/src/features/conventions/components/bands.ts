import * as catalogue from '@boothhub/shared/contracts/catalogueBands';
import type { useI18n } from '../../../i18n';

type T = ReturnType<typeof useI18n>['t'];
const n = (v: number) => v.toLocaleString('en-US');

/** The options of a band filter (0 = any), labelled from the shared band table. */
export function bandOptions(t: T, kind: 'size' | 'plaza') {
  const bands = kind === 'size' ? catalogue.SIZE_BANDS : catalogue.PLAZA_BANDS;
  return [
    { value: 0, label: t('conventions.filter.any') },
    ...bands.map((b) => ({
      value: b.value,
      label:
        b.max === null
          ? t(kind === 'size' ? 'conventions.band.peopleUp' : 'conventions.band.areaUp', { min: n(b.min) })
          : t(kind === 'size' ? 'conventions.band.people' : 'conventions.band.area', { min: n(b.min), max: n(b.max) }),
    })),
  ];
}
