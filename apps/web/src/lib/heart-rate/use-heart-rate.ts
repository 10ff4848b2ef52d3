import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { HeartRateStrap, type MeasurementListener, type StrapStatus } from './heart-rate-strap.ts';
import { browserBluetooth } from './web-bluetooth.ts';

export interface HeartRate {
  status: StrapStatus;
  /** The browser's chooser, then a connection (call from a click: the chooser needs one). */
  pair: () => void;
  /** After the strap was lost: try it again, without the chooser. */
  retry: () => void;
  /** Disconnect and forget the strap, so the next visit does not connect it. */
  forget: () => void;
}

/**
 * The member's heart-rate strap for as long as the page is open: on arrival it reconnects the
 * strap paired on an earlier visit (no prompt), on leaving it disconnects (still remembered).
 * `onMeasurement` hears every reading with its moment, for a page's running tally.
 */
export function useHeartRate(options: { onMeasurement?: MeasurementListener } = {}): HeartRate {
  const [strap] = useState(() => new HeartRateStrap(browserBluetooth()));
  const status = useSyncExternalStore(strap.subscribe, () => strap.status);

  // The latest callback, without reconnecting the strap when the page hands a new one.
  const onMeasurement = useRef(options.onMeasurement);
  useEffect(() => {
    onMeasurement.current = options.onMeasurement;
  });
  useEffect(() => strap.onMeasurement((m, atMs) => onMeasurement.current?.(m, atMs)), [strap]);

  useEffect(() => {
    void strap.start();
    return () => strap.close();
  }, [strap]);

  const [actions] = useState(() => ({
    pair: () => void strap.pair(),
    retry: () => void strap.retry(),
    forget: () => void strap.forget(),
  }));
  return { status, ...actions };
}
