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
    // The analyser's window holds at least the tenth of a second between two reads, so a short
    // sound (a word's first syllable, the test browsers' 20 ms beep every 500 ms) is never missed
    // between them: a 1,024-sample window read every 100 ms heard 21 ms of each 100.
    const tenth = Math.ceil(context.sampleRate * (SAMPLE_MS / 1000));
    analyser.fftSize = Math.min(32768, 2 ** Math.ceil(Math.log2(tenth)));
    source.connect(analyser);
    const buffer = new Float32Array(analyser.fftSize);
    const samples = buffer.subarray(buffer.length - Math.min(tenth, buffer.length));
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(buffer);
      let sum = 0;
      for (const s of samples) sum += s * s;
      // Root mean square of the last tenth, scaled so ordinary speech fills most of the meter.
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
