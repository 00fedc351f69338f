import { useState } from 'react';

export interface SiteImageProps {
  src: string | null | undefined;
  /** Empty for decorative pictures (the default: the text beside them says it all). */
  alt?: string;
  className?: string;
  /** Off-screen pictures wait until they are near (default); the first screen's load at once. */
  loading?: 'lazy' | 'eager';
}

/** A content picture from the server; a missing or broken one leaves no broken-image icon behind. */
export function SiteImage({ src, alt = '', className, loading = 'lazy' }: SiteImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return <img src={src} alt={alt} className={className} loading={loading} decoding="async" onError={() => setFailed(src)} />;
}
