/** Web-Mercator tiles are 256 × 256 px. */
export const TILE_SIZE = 256;
/** Web Mercator stops short of the poles. */
const MAX_LATITUDE = 85.05112878;

export interface TilePoint {
  /** Fractional tile coordinates of a point at a zoom level. */
  x: number;
  y: number;
}

export interface PlacedTile {
  key: string;
  url: string;
  /** Offset of the tile's top-left corner from the point, in px (x to the right, y down). */
  left: number;
  top: number;
}

/** Whether latitude/longitude are real coordinates. */
export function isValidLocation(latitude: number, longitude: number): boolean {
  return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

/** Where a point falls on the tile grid of `zoom` (slippy-map convention, as OpenStreetMap uses). */
export function lngLatToTile(latitude: number, longitude: number, zoom: number): TilePoint {
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const n = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * n,
    y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n,
  };
}

/** A tile's address from a template with `{z}`, `{x}`, `{y}` (and optionally `{s}`, a subdomain). */
export function tileUrl(template: string, zoom: number, x: number, y: number): string {
  return template
    .replaceAll('{z}', String(zoom))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', 'abc'[Math.abs(x + y) % 3]!);
}

/**
 * The tiles around a point: `columns` × `rows` of them centred on the tile holding the point,
 * each with its offset from the point. Longitudes wrap around; rows beyond the poles are left out.
 */
export function tilesAround(latitude: number, longitude: number, zoom: number, template: string, columns = 5, rows = 3): PlacedTile[] {
  const point = lngLatToTile(latitude, longitude, zoom);
  const n = 2 ** zoom;
  const centreX = Math.floor(point.x);
  const centreY = Math.floor(point.y);
  const tiles: PlacedTile[] = [];
  for (let row = -Math.floor(rows / 2); row <= Math.floor(rows / 2); row += 1) {
    const y = centreY + row;
    if (y < 0 || y >= n) continue;
    for (let column = -Math.floor(columns / 2); column <= Math.floor(columns / 2); column += 1) {
      const x = centreX + column;
      const wrapped = ((x % n) + n) % n;
      tiles.push({
        key: `${zoom}/${x}/${y}`,
        url: tileUrl(template, zoom, wrapped, y),
        left: Math.round((x - point.x) * TILE_SIZE),
        top: Math.round((y - point.y) * TILE_SIZE),
      });
    }
  }
  return tiles;
}

/** A link that opens the location on OpenStreetMap (works on every device, no key needed). */
export function mapsLink(latitude: number, longitude: number, zoom: number): string {
  const lat = latitude.toFixed(6);
  const lng = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

/** The point `dx`, `dy` px from a location on the map of `zoom` (x to the right, y down): where a press on the map lands. */
export function locationAtOffset(latitude: number, longitude: number, zoom: number, dx: number, dy: number): { latitude: number; longitude: number } {
  const point = lngLatToTile(latitude, longitude, zoom);
  const n = 2 ** zoom;
  const x = point.x + dx / TILE_SIZE;
  const y = Math.max(0, Math.min(n, point.y + dy / TILE_SIZE));
  // Past the antimeridian the world repeats: back into −180…180.
  const wrappedLongitude = ((((x / n) * 360) % 360) + 360) % 360 - 180;
  return { latitude: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI, longitude: wrappedLongitude };
}
