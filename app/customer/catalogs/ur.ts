import type { Messages } from '../../i18n/messages';

/** The customers' pages' words in this language, one module: their own area, the common words and the design system's they use. */
const parts = import.meta.glob<Messages>(
  ['../../i18n/messages/ur/{customer,common}.json', '../../../design-system/i18n/messages/ur/{actions,core,feedback,forms,overlays}.json'],
  { eager: true, import: 'default' },
);

export default Object.assign({}, ...Object.values(parts)) as Messages;
