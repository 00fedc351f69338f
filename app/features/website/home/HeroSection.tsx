import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../../design-system/components/Button';
import { Heading } from '../../../../design-system/components/Heading';
import { Icon } from '../../../../design-system/components/Icon';
import { Text } from '../../../../design-system/components/Text';
import { useLocale } from '../../../i18n/LocaleProvider';
import { localePath } from '../../../i18n/localePath';
import { ButtonLink } from '../ButtonLink';
import { useOpenLogin } from '../loginModal';
import * as styles from './home.css';
import { SlidesCard } from './SlidesCard';

/**
 * The first screen: what the product is (from our catalogs, so it paints without waiting for
 * the server), the two ways in, and the boards from the server beside it.
 */
export function HeroSection() {
  const locale = useLocale();
  const openLogin = useOpenLogin();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <Heading level={1} id={titleId} className={styles.heroTitle}>
            <FormattedMessage id="website.hero.title" />
          </Heading>
          <Text size="large" tone="muted">
            <FormattedMessage id="website.hero.lead" />
          </Text>
          <div className={styles.actions}>
            <ButtonLink href={localePath(locale, '/auth')} size="large">
              <FormattedMessage id="website.hero.start" />
            </ButtonLink>
            <Button tone="neutral" size="large" onPress={() => openLogin('provider')}>
              <Icon name="user" />
              <FormattedMessage id="website.nav.login" />
            </Button>
          </div>
        </div>
        <SlidesCard />
      </div>
    </section>
  );
}
