import { FormattedMessage } from 'react-intl';
import { Button } from '../../../design-system/components/Button';
import { Icon } from '../../../design-system/components/Icon';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { useLocale } from '../../i18n/LocaleProvider';
import { socialOAuthUrl } from './authApi';
import * as styles from './SocialButtons.css';

const providers = [
  { id: 'apple', name: 'Apple' },
  { id: 'google', name: 'Google' },
] as const;

/**
 * Sign in with Apple or Google: the browser goes to the server's OAuth start, which sends it to
 * the identity provider and back to the site with the return query the social flow finishes.
 */
export function SocialButtons({ navigate = (url: string) => window.location.assign(url) }: { navigate?: (url: string) => void }) {
  const locale = useLocale();
  return (
    <Stack gap="medium">
      <Text as="div" tone="muted" align="center" className={styles.divider}>
        <FormattedMessage id="authScreens.or" />
      </Text>
      {providers.map((provider) => (
        <Button key={provider.id} tone="neutral" fullWidth onPress={() => navigate(socialOAuthUrl(provider.id, locale))}>
          <Icon name={provider.id} />
          <FormattedMessage id="social.continueWith" values={{ provider: provider.name }} />
        </Button>
      ))}
    </Stack>
  );
}
