import { Text } from '../../../../design-system/components/Text';
import type { HomeContent } from '../content';
import { SiteImage } from '../SiteImage';
import { SiteSection } from '../SiteSection';
import * as styles from './home.css';

/** Who we are: the home content's about block, with its picture when there is one. */
export function AboutSection({ about }: { about: HomeContent['about'] }) {
  return (
    <SiteSection title={about.title} anchor="about">
      <div className={styles.about}>
        <Text size="large">{about.body}</Text>
        <SiteImage src={about.image_url} className={styles.aboutImage} />
      </div>
    </SiteSection>
  );
}
