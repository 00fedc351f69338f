import { useParams } from 'react-router-dom';
import { isLocale } from '../../../app/i18n/locales';
import type { Sample } from './sample';

/** A stand-in page a story's link leads to (`parameters.route.routes`), titled in the address's locale. */
export function LocalePage({ title }: { title: Sample<string> }) {
  const { locale } = useParams();
  return <p>{title[isLocale(locale) ? locale : 'ar']}</p>;
}
