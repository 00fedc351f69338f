import type { SVGProps } from 'react';
import * as styles from './Flag.css';

/** Countries the product shows a flag for (the phone field's country codes). */
export const flagCountries = ['SA'] as const;
export type FlagCountry = (typeof flagCountries)[number];

export interface FlagProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'role'> {
  country: FlagCountry;
  /** The country's name, when the flag alone says it; without it the flag is decoration (hidden from assistive tech). */
  label?: string;
}

// A flag's colours are the country's, not the theme's: they stay the same in light and dark.
const SAUDI_GREEN = '#006c35';
const WHITE = '#ffffff';

/** The Saudi flag, simplified to read at text size: the shahada as a white script line above the sword. */
function SaudiArabia() {
  return (
    <>
      <rect width="30" height="20" fill={SAUDI_GREEN} />
      <path d="M7 8.2q1.2-2.4 2.4 0t2.4 0 2.4 0 2.4 0 2.4 0 2.4 0 2.4 0" fill="none" stroke={WHITE} strokeWidth="1.1" strokeLinecap="round" />
      <path d="M8 13h13.5l1.5.5-1.5.5H8z" fill={WHITE} />
      <rect x="20" y="12" width="0.9" height="3" fill={WHITE} />
    </>
  );
}

const drawings: Record<FlagCountry, () => React.JSX.Element> = { SA: SaudiArabia };

/**
 * A country's flag as a small inline SVG, sized to the surrounding text. Emoji flags are not used:
 * Windows and many Linux fonts have none and show two letters in boxes instead.
 */
export function Flag({ country, label, className, ...props }: FlagProps) {
  const Drawing = drawings[country];
  return (
    <svg
      viewBox="0 0 30 20"
      className={className ? `${styles.flag} ${className}` : styles.flag}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
      data-country={country}
      {...props}
    >
      <Drawing />
    </svg>
  );
}
