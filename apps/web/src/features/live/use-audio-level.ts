import { useEffect, useState } from 'react';

/** How often the level is read: often enough to follow speech, rarely enough to cost nothing. */
const SAMPLE_MS = 100;

/**
 * The microphone's level now, 0 to 100 (the loudness of the last tenth of a second), from the
 * stream's audio track through the Web Audio API; 0 without a track. The peak since the stream
 * started says whether the microphone was ever heard.
 */
export function useAudioLevel(stream: MediaStream | null, enabled = true) {
  const [level, setLevel] = useState(0);
  const [peak, setPeak] = useState(0);
  useEffect(() => {
    setPeak(0);
    setLevel(0);
    const track = stream?.getAudioTracks()[0];
    if (!enabled || !stream || !track || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += s * s;
      // Root mean square, scaled so ordinary speech fills most of the meter.
      const now = Math.min(100, Math.round(Math.sqrt(sum / samples.length) * 300));
      setLevel(now);
      setPeak((p) => Math.max(p, now));
    }, SAMPLE_MS);
    // A page opened without a gesture may start its audio suspended: the first click resumes it.
    const resume = () => void context.resume().catch(() => undefined);
    resume();
    document.addEventListener('pointerdown', resume);
    return () => {
      document.removeEventListener('pointerdown', resume);
      clearInterval(timer);
      source.disconnect();
      void context.close().catch(() => undefined);
    };
  }, [stream, enabled]);
  return { level, peak };
}
