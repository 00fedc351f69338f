export { ContactMap, type ContactMapProps } from './ContactMap';
export { isValidLocation, lngLatToTile, mapsLink, TILE_SIZE, tilesAround, tileUrl, type PlacedTile, type TilePoint } from './tiles';
