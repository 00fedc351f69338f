import type { Messages } from '../../i18n/messages';

/** The website's first-paint words in this language (app/i18n/catalogAreas.ts, part `site`), one module. */
const parts = import.meta.glob<Messages>(
  ['../../i18n/messages/ur/{website,common}.json', '../../../design-system/i18n/messages/ur/{actions,core,feedback}.json'],
  { eager: true, import: 'default' },
);

export default Object.assign({}, ...Object.values(parts)) as Messages;
