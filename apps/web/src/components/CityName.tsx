import { cityIn } from '@boothhub/shared/cities';
import { useI18n } from '../i18n';

/** A stored city's name in the page's language (decision 087), where a list's cell has no `lang` at hand. */
export function CityName({ city }: { city: string }) {
  const { lang } = useI18n();
  return <>{cityIn(city, lang)}</>;
}
