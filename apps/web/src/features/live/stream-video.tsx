import { useEffect, useRef } from 'react';

/** A <video> showing a MediaStream (srcObject cannot be set as an attribute). */
export function StreamVideo({
  stream,
  muted = false,
  label,
  className,
}: {
  stream: MediaStream | null;
  muted?: boolean;
  label: string;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video ref={ref} className={className} autoPlay playsInline muted={muted} aria-label={label} />
  );
}
