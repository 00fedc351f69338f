import { directionalIcons, filledIcons, iconPaths, type IconName } from './paths';
import * as styles from './Icon.css';

export interface IconProps {
  name: IconName;
  /** An accessible name when the icon stands alone; without it the icon is decorative (hidden). */
  label?: string;
  className?: string;
}

/** A product icon. Directional icons (chevrons, arrows, logout) mirror in right-to-left. */
export function Icon({ name, label, className }: IconProps) {
  const classes = [styles.icon, directionalIcons.has(name) ? styles.mirrored : undefined, className].filter(Boolean).join(' ');
  const filled = filledIcons.has(name);
  return (
    <svg
      className={classes}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-icon={name}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
