import { useState } from 'react';
import * as styles from './Avatar.css';
import { colourIndexOf, initialsOf } from './initials';

export const avatarSizes = ['small', 'medium', 'large', 'xlarge'] as const;
type AvatarSize = (typeof avatarSizes)[number];
const tones = ['brand', 'info', 'positive', 'caution'] as const;

export interface AvatarProps {
  /** The person's (or salon's) name: the picture's text alternative and the source of the initials. */
  name: string;
  /** The picture; without it, or when it fails to load, the initials show. */
  src?: string;
  size?: AvatarSize;
  /**
   * Hide from assistive tech when the name is written right beside the avatar, or is the label of
   * the control it sits in. The initials are then drawn as a picture (CSS generated content), not
   * page text: a button labelled "Account menu: Saad Alqahtani" has no visible text "SA" that its
   * name would have to contain (WCAG 2.5.3, axe's label-content-name-mismatch).
   */
  isDecorative?: boolean;
}

/** A round picture of a person, or their initials on a colour picked from the name. */
export function Avatar({ name, src, size = 'medium', isDecorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const tone = tones[colourIndexOf(name, tones.length)];
  const className = styles.avatar({ size, tone });
  if (showImage) {
    return (
      <span className={className} data-avatar="image">
        <img className={styles.image} src={src} alt={isDecorative ? '' : name} onError={() => setFailedSrc(src ?? null)} />
      </span>
    );
  }
  if (isDecorative) {
    return <span className={`${className} ${styles.drawnInitials}`} data-avatar="initials" data-initials={initialsOf(name)} aria-hidden="true" />;
  }
  return (
    <span className={className} data-avatar="initials" role="img" aria-label={name}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
