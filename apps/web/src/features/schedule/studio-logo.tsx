import { useState } from 'react';

export const DEFAULT_STUDIO_LOGO = '/media/defaults/studio-logo.svg';

/** A studio's logo, or the default one when it has none or it fails to load. */
export function StudioLogo({
  src,
  name,
  className,
}: {
  src: string;
  name: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={!src || failed ? DEFAULT_STUDIO_LOGO : src}
      alt={name}
      width={56}
      height={56}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
