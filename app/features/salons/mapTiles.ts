/**
 * The map tiles of the salon form: `VITE_MAP_TILE_URL` (with `{z}`, `{x}`, `{y}`), by default
 * OpenStreetMap's; set it empty to show no map (the city then stands for the location). Tiles need
 * the network: when they cannot load, the form says so and works without a pin.
 */
const env = import.meta.env as Record<string, string | undefined>;
const OPEN_STREET_MAP = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const mapTileUrl: string | undefined = (env.VITE_MAP_TILE_URL ?? OPEN_STREET_MAP) || undefined;
export const mapAttribution: string | undefined = env.VITE_MAP_TILE_ATTRIBUTION ?? (mapTileUrl === OPEN_STREET_MAP ? '© OpenStreetMap' : undefined);
