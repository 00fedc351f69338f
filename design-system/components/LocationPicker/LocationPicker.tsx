import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import * as mapStyles from '../ContactMap/ContactMap.css';
import { isValidLocation, locationAtOffset, TILE_SIZE, tilesAround } from '../ContactMap/tiles';
import { Icon } from '../Icon';
import * as styles from './LocationPicker.css';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface LocationPickerProps {
  /** The legend ("Location on the map"). */
  label: string;
  /** The pin, or null: then `centre` stands for the place. */
  value: MapPoint | null;
  onChange: (pin: MapPoint | null) => void;
  /** Where the map opens without a pin (the chosen city); null: nothing to show yet. */
  centre: MapPoint | null;
  /** Tile server address with `{z}`, `{x}`, `{y}`; without it the picker says the map is unavailable. */
  tileUrlTemplate?: string;
  /** The tile provider's required credit. */
  attribution?: string;
}

const MIN_ZOOM = 5;
const MAX_ZOOM = 19;
/** How far an arrow key moves the pin, in px of the map. */
const KEY_STEP = 16;
const arrows: Record<string, [number, number]> = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] };

/**
 * An optional pin on a map, for a place whose city is known: the map opens on the city (or the
 * pin), a press puts the pin there and centres the map on it, arrow keys move it, the zoom buttons
 * zoom. Plain image tiles, no map library (as ContactMap). Without a tile server, or when tiles
 * cannot load, the picker says so and the form goes on without a pin (the city stands for it).
 */
export function LocationPicker({ label, value, onChange, centre, tileUrlTemplate, attribution }: LocationPickerProps) {
  const intl = useIntl();
  const statusId = useId();
  const [zoom, setZoom] = useState(value ? 16 : 12);
  const view = value ?? centre;
  const valid = view !== null && isValidLocation(view.latitude, view.longitude);
  const source = valid && tileUrlTemplate ? tileUrlTemplate : null;
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const showMap = source !== null && failedSource !== source;
  const tiles = useMemo(() => (showMap && view ? tilesAround(view.latitude, view.longitude, zoom, source) : []), [showMap, view, zoom, source]);

  const move = (dx: number, dy: number) => {
    if (view) onChange(locationAtOffset(view.latitude, view.longitude, zoom, dx, dy));
  };
  const onPress = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter or Space (a click with no pointer) puts the pin in the middle.
    if (event.detail === 0) return move(0, 0);
    const box = event.currentTarget.getBoundingClientRect();
    move(event.clientX - (box.left + box.width / 2), event.clientY - (box.top + box.height / 2));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = arrows[event.key];
    if (!step) return;
    event.preventDefault();
    move(...step);
  };
  const degrees = (n: number) => intl.formatNumber(n, { minimumFractionDigits: 5, maximumFractionDigits: 5 });
  const status = value
    ? intl.formatMessage({ id: 'ds.forms.location.pinned' }, { latitude: degrees(value.latitude), longitude: degrees(value.longitude) })
    : intl.formatMessage({ id: centre ? 'ds.forms.location.noPin' : 'ds.forms.location.chooseCity' });

  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{label}</legend>
      {showMap ? (
        <button
          type="button"
          className={[mapStyles.map, styles.map].join(' ')}
          dir="ltr"
          aria-label={intl.formatMessage({ id: 'ds.forms.location.map' })}
          aria-describedby={statusId}
          onClick={onPress}
          onKeyDown={onKeyDown}
        >
          {tiles.map((tile) => (
            <img
              key={tile.key}
              className={mapStyles.tile}
              style={assignInlineVars({ [mapStyles.tileLeft]: `${tile.left}px`, [mapStyles.tileTop]: `${tile.top}px`, [mapStyles.tileSize]: `${TILE_SIZE}px` })}
              src={tile.url}
              alt=""
              draggable={false}
              decoding="async"
              onError={() => setFailedSource(source)}
            />
          ))}
          {value ? (
            <span className={mapStyles.marker} aria-hidden="true">
              <Icon name="mapPin" />
            </span>
          ) : null}
          {attribution ? <span className={mapStyles.attribution}>{attribution}</span> : null}
        </button>
      ) : centre ? (
        <div className={mapStyles.fallback} role="note">
          <Icon name="mapPin" />
          <p className={mapStyles.fallbackText}>{intl.formatMessage({ id: 'ds.forms.location.unavailable' })}</p>
        </div>
      ) : null}
      <p id={statusId} className={styles.status} aria-live="polite">
        {status}
      </p>
      {showMap || value ? (
        <div className={styles.actions}>
          {showMap ? (
            <>
              <Button tone="neutral" size="small" isDisabled={zoom >= MAX_ZOOM} onPress={() => setZoom((z) => Math.min(MAX_ZOOM, z + 1))}>
                <Icon name="plus" />
                {intl.formatMessage({ id: 'ds.forms.location.zoomIn' })}
              </Button>
              <Button tone="neutral" size="small" isDisabled={zoom <= MIN_ZOOM} onPress={() => setZoom((z) => Math.max(MIN_ZOOM, z - 1))}>
                <Icon name="minus" />
                {intl.formatMessage({ id: 'ds.forms.location.zoomOut' })}
              </Button>
            </>
          ) : null}
          {value ? (
            <Button tone="ghost" size="small" onPress={() => onChange(null)}>
              <Icon name="trash" />
              {intl.formatMessage({ id: 'ds.forms.location.removePin' })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
