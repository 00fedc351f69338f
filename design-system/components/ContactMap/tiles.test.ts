import { describe, expect, it } from 'vitest';
import { isValidLocation, lngLatToTile, locationAtOffset, mapsLink, TILE_SIZE, tilesAround, tileUrl } from './tiles';

describe('Web-Mercator tiles', () => {
  it('puts the origin in the middle of the world', () => {
    expect(lngLatToTile(0, 0, 1)).toEqual({ x: 1, y: 1 });
    expect(lngLatToTile(0, 0, 0)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('finds the tile of a known place (Riyadh at zoom 15: x 20632.49, y 14061.33, computed with asinh)', () => {
    const point = lngLatToTile(24.7136, 46.6753, 15);
    expect(point.x).toBeCloseTo(20632.4895, 3);
    expect(point.y).toBeCloseTo(14061.3302, 3);
  });

  it('fills a URL template', () => {
    expect(tileUrl('https://tile.example/{z}/{x}/{y}.png', 3, 4, 5)).toBe('https://tile.example/3/4/5.png');
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}.png', 3, 0, 0)).toBe('https://a.tile.example/3/0/0.png');
    expect(tileUrl('data:image/svg+xml,plain', 3, 0, 0)).toBe('data:image/svg+xml,plain');
  });

  it('lays out a grid of tiles centred on the point', () => {
    const tiles = tilesAround(24.7136, 46.6753, 15, '{z}/{x}/{y}', 5, 3);
    expect(tiles).toHaveLength(15);
    const point = lngLatToTile(24.7136, 46.6753, 15);
    const centre = tiles.find((t) => t.key === `15/${Math.floor(point.x)}/${Math.floor(point.y)}`)!;
    // The point lies inside the centre tile.
    expect(centre.left).toBeLessThanOrEqual(0);
    expect(centre.left).toBeGreaterThan(-TILE_SIZE);
    expect(centre.top).toBeLessThanOrEqual(0);
    expect(centre.top).toBeGreaterThan(-TILE_SIZE);
    // Neighbours are one tile apart.
    const right = tiles.find((t) => t.key === `15/${Math.floor(point.x) + 1}/${Math.floor(point.y)}`)!;
    expect(right.left - centre.left).toBe(TILE_SIZE);
  });

  it('wraps longitude at the antimeridian and drops rows past the poles', () => {
    const tiles = tilesAround(0, 179.99, 2, '{z}/{x}/{y}', 3, 3);
    expect(tiles.map((t) => t.url)).toContain('2/0/1');
    const polar = tilesAround(85, 0, 1, '{z}/{x}/{y}', 3, 3);
    expect(polar.every((t) => Number(t.url.split('/')[2]) >= 0)).toBe(true);
    expect(polar.length).toBeLessThan(9);
  });

  it('accepts only real coordinates', () => {
    expect(isValidLocation(24.7, 46.7)).toBe(true);
    expect(isValidLocation(91, 46.7)).toBe(false);
    expect(isValidLocation(24.7, Number.NaN)).toBe(false);
  });

  it('links to the place on a maps site', () => {
    expect(mapsLink(24.7136, 46.6753, 16)).toBe('https://www.openstreetmap.org/?mlat=24.713600&mlon=46.675300#map=16/24.713600/46.675300');
  });
});

describe('locationAtOffset', () => {
  it('is the location itself at no offset, and moves east and south as x and y grow', () => {
    const here = locationAtOffset(24.7136, 46.6753, 15, 0, 0);
    expect(here.latitude).toBeCloseTo(24.7136, 6);
    expect(here.longitude).toBeCloseTo(46.6753, 6);
    const southEast = locationAtOffset(24.7136, 46.6753, 15, 256, 256);
    expect(southEast.longitude).toBeGreaterThan(46.6753);
    expect(southEast.latitude).toBeLessThan(24.7136);
    // One tile at zoom 15 is 360 / 2^15 degrees of longitude.
    expect(southEast.longitude - 46.6753).toBeCloseTo(360 / 2 ** 15, 6);
  });

  it('inverts lngLatToTile', () => {
    const point = lngLatToTile(21.4858, 39.1925, 12);
    const back = locationAtOffset(0, 0, 12, (point.x - 2 ** 11) * 256, (point.y - 2 ** 11) * 256);
    expect(back.latitude).toBeCloseTo(21.4858, 5);
    expect(back.longitude).toBeCloseTo(39.1925, 5);
  });
});
