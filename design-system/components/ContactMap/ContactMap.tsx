import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { useIntl } from 'react-intl';
import { ExternalLink } from '../Footer/ExternalLink';
import { Icon } from '../Icon';
import * as styles from './ContactMap.css';
import { isValidLocation, mapsLink, TILE_SIZE, tilesAround } from './tiles';

export interface ContactMapProps {
  latitude: number;
  longitude: number;
  /** The address as written for visitors; always shown under the map. */
  address: string;
  /** Web-Mercator zoom level (default 16). */
  zoom?: number;
  /**
   * Tile server address with `{z}`, `{x}`, `{y}` (and optionally `{s}`), e.g.
   * `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. Without it, or when a tile fails to load,
   * the map gives way to the address and a link.
   */
  tileUrlTemplate?: string;
  /** The tile provider's required credit ("© OpenStreetMap contributors"). */
  attribution?: string;
  /** Where "Open in maps" goes (default: OpenStreetMap at the location). */
  mapsHref?: string;
}

/**
 * A small map of the salon from plain image tiles (no map library, nothing loaded until shown),
 * with a marker, the address and an "Open in maps" link. When tiles cannot load (offline, blocked,
 * no tile server configured) the map is replaced by a short notice; the address and link remain.
 */
export function ContactMap({ latitude, longitude, address, zoom = 16, tileUrlTemplate, attribution, mapsHref }: ContactMapProps) {
  const intl = useIntl();
  const valid = isValidLocation(latitude, longitude);
  const source = valid && tileUrlTemplate ? `${tileUrlTemplate}|${latitude}|${longitude}|${zoom}` : null;
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const tiles = useMemo(() => (valid && tileUrlTemplate ? tilesAround(latitude, longitude, zoom, tileUrlTemplate) : []), [valid, latitude, longitude, zoom, tileUrlTemplate]);
  const showMap = source !== null && failedSource !== source;
  const href = mapsHref ?? (valid ? mapsLink(latitude, longitude, zoom) : undefined);

  return (
    <div className={styles.root} data-map-state={showMap ? 'tiles' : 'fallback'}>
      {showMap ? (
        <div className={styles.map} dir="ltr" role="img" aria-label={intl.formatMessage({ id: 'ds.website.map.label' }, { address })}>
          {tiles.map((tile) => (
            <img
              key={tile.key}
              className={styles.tile}
              style={assignInlineVars({ [styles.tileLeft]: `${tile.left}px`, [styles.tileTop]: `${tile.top}px`, [styles.tileSize]: `${TILE_SIZE}px` })}
              src={tile.url}
              alt=""
              draggable={false}
              decoding="async"
              onError={() => setFailedSource(source)}
            />
          ))}
          <span className={styles.marker} aria-hidden="true">
            <Icon name="mapPin" />
          </span>
          {attribution ? <span className={styles.attribution}>{attribution}</span> : null}
        </div>
      ) : (
        <div className={styles.fallback} role="note">
          <Icon name="mapPin" />
          <p className={styles.fallbackText}>{intl.formatMessage({ id: valid ? 'ds.website.map.unavailable' : 'ds.website.map.invalidLocation' })}</p>
        </div>
      )}
      <div className={styles.details}>
        <address className={styles.address}>
          <Icon name="mapPin" />
          <span>{address}</span>
        </address>
        {href ? (
          <ExternalLink href={href} className={styles.openLink}>
            {intl.formatMessage({ id: 'ds.website.map.open' })}
            <Icon name="externalLink" />
            <VisuallyHidden elementType="span">({intl.formatMessage({ id: 'ds.website.newTab' })})</VisuallyHidden>
          </ExternalLink>
        ) : null}
      </div>
    </div>
  );
}
