import type { Locale } from '../../i18n/locales';

/** A long legal text, written per language and shipped with its page (not with every page's messages). */
export interface LegalDocument {
  title: string;
  lead: string;
  /** ISO date of the version in force. */
  updated: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

export type LegalDocumentName = 'privacy' | 'terms';

// One chunk per document and language: a visitor downloads only the one they read.
const documents = import.meta.glob<{ default: LegalDocument }>('./content/*.json');

export async function loadLegalDocument(name: LegalDocumentName, locale: Locale): Promise<LegalDocument> {
  const load = documents[`./content/${name}.${locale}.json`];
  if (!load) throw new Error(`No ${name} document in ${locale}`);
  return (await load()).default;
}
