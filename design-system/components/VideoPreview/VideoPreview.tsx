import { useEffect, useRef } from 'react';
import { Label, Meter } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import * as styles from './VideoPreview.css';

export interface VideoPreviewProps {
  /** The camera (and microphone) stream to show; `null` shows the placeholder. */
  stream: MediaStream | null;
  /** The microphone's loudness, 0 to 1 (e.g. from an AnalyserNode); hides the meter when absent. */
  level?: number;
  /** Mirror the picture like a selfie (default true). */
  isMirrored?: boolean;
}

/** Clamps a level to 0–1; anything that is not a number counts as silence. */
function clampLevel(level: number): number {
  return Number.isFinite(level) ? Math.min(1, Math.max(0, level)) : 0;
}

/**
 * A live preview of the chosen camera (muted, inline on phones) and a microphone level meter,
 * for the room settings. Without a stream it says there is no picture yet.
 */
export function VideoPreview({ stream, level, isMirrored = true }: VideoPreviewProps) {
  const intl = useIntl();
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) video.play?.()?.catch(() => undefined);
  }, [stream]);

  const label = intl.formatMessage({ id: 'ds.media.video.label' });
  return (
    <div className={styles.root}>
      <div className={styles.frame} data-has-stream={stream ? 'true' : 'false'}>
        {stream ? (
          <video ref={videoRef} className={[styles.video, isMirrored ? styles.mirrored : ''].join(' ')} aria-label={label} muted playsInline autoPlay />
        ) : (
          <div className={styles.placeholder}>
            <Icon name="camera" />
            <p className={styles.placeholderText}>{intl.formatMessage({ id: 'ds.media.video.noStream' })}</p>
          </div>
        )}
      </div>
      {level !== undefined ? (
        <Meter className={styles.meter} value={clampLevel(level) * 100} minValue={0} maxValue={100}>
          {({ percentage, valueText }) => (
            <>
              <Label className={styles.meterLabel}>
                <Icon name="mic" />
                {intl.formatMessage({ id: 'ds.media.level' })}
              </Label>
              <span className={styles.meterTrack}>
                <span className={styles.meterFill} style={{ inlineSize: `${percentage}%` }} />
              </span>
              <span className={styles.meterValue}>{valueText}</span>
            </>
          )}
        </Meter>
      ) : null}
    </div>
  );
}
