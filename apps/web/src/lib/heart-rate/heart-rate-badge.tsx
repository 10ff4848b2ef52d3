import {
  heartRateTexts as texts,
  heartZoneLabel,
  heartZoneOf,
  zoneInfo,
  type HeartZone,
} from '@jetsweat/contract';
import type { HeartRateMeasurement } from './heart-rate-measurement.ts';
import type { MeasurementListener, StrapStatus } from './heart-rate-strap.ts';
import { useHeartRate, type HeartRate } from './use-heart-rate.ts';
import './heart-rate-badge.css';

/**
 * The member's heart rate beside a class (live room, player): a button to pair a strap, then
 * the beats per minute and the zone, by name with its colour, never colour alone.
 */
export function HeartRateBadge({
  maxHeartRate,
  onMeasurement,
}: {
  /** The member's maximum (zoneMaxHeartRate of their profile), for the zone. */
  maxHeartRate: number;
  onMeasurement?: MeasurementListener;
}) {
  const heartRate = useHeartRate({ onMeasurement });
  if (heartRate.status.kind === 'checking') return null;
  return (
    <section className="heart-rate" aria-label={texts.title}>
      <BadgeBody heartRate={heartRate} maxHeartRate={maxHeartRate} />
    </section>
  );
}

/** Before a strap is connected: what the browser allows, and the way to pair. */
function BadgeBody({ heartRate, maxHeartRate }: { heartRate: HeartRate; maxHeartRate: number }) {
  const { status, pair } = heartRate;
  switch (status.kind) {
    case 'checking':
      return null;
    case 'unsupported':
      return <p className="heart-rate__note">{texts.unsupported}</p>;
    case 'unavailable':
      return <p className="heart-rate__note">{texts.bluetoothOff}</p>;
    case 'idle':
      return (
        <>
          <button type="button" className="btn heart-rate__connect" onClick={pair}>
            {texts.connect}
          </button>
          {status.failed ? (
            <p className="heart-rate__note" role="alert">
              {texts.connectFailed}
            </p>
          ) : null}
        </>
      );
    case 'connecting':
      return (
        <p className="heart-rate__note" role="status">
          {texts.connecting(status.name)}
        </p>
      );
    default:
      return (
        <>
          <StrapBody status={status} retry={heartRate.retry} maxHeartRate={maxHeartRate} />
          <button
            type="button"
            className="link-button heart-rate__forget"
            onClick={heartRate.forget}
          >
            {texts.disconnect}
          </button>
        </>
      );
  }
}

/** Once paired: the reading, or that the strap dropped out and is being reconnected or lost. */
function StrapBody({
  status,
  retry,
  maxHeartRate,
}: {
  status: Extract<StrapStatus, { kind: 'connected' | 'reconnecting' | 'lost' }>;
  retry: () => void;
  maxHeartRate: number;
}) {
  switch (status.kind) {
    case 'connected':
      return (
        <Reading name={status.name} measurement={status.measurement} maxHeartRate={maxHeartRate} />
      );
    case 'reconnecting':
      return (
        <p className="heart-rate__note" role="status">
          {texts.reconnecting(status.name)}
        </p>
      );
    case 'lost':
      return (
        <>
          <p className="heart-rate__note" role="alert">
            {texts.lost(status.name)}
          </p>
          <button type="button" className="btn heart-rate__connect" onClick={retry}>
            {texts.reconnect}
          </button>
        </>
      );
  }
}

function Reading({
  name,
  measurement,
  maxHeartRate,
}: {
  name: string | null;
  measurement: HeartRateMeasurement | null;
  maxHeartRate: number;
}) {
  if (!measurement) {
    return (
      <p className="heart-rate__note" role="status">
        {texts.waiting(name)}
      </p>
    );
  }
  if (measurement.contact === 'not-detected' || measurement.bpm === 0) {
    return <p className="heart-rate__note">{texts.noContact}</p>;
  }
  const zone = heartZoneOf(measurement.bpm, maxHeartRate);
  return (
    // Not a live region: a reading a second would drown a screen reader.
    <div className="heart-rate__reading">
      <p className="heart-rate__bpm">
        <span className="heart-rate__number">{measurement.bpm}</span>{' '}
        <span className="heart-rate__unit">{texts.bpmUnit}</span>
      </p>
      <ZonePill zone={zone} />
    </div>
  );
}

function ZonePill({ zone }: { zone: HeartZone }) {
  const { colour, ink } = zoneInfo(zone);
  return (
    <p className="heart-rate__zone" data-zone={zone} style={{ background: colour, color: ink }}>
      {heartZoneLabel(zone)}
    </p>
  );
}
