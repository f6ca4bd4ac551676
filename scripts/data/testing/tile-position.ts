// Where a point falls in the web-Mercator tile grid, for tests that read or write tiles.

/** The point's position at zoom z, in tiles: its tile is the integer part. */
export function tilePosition(lon: number, lat: number, z: number): { fx: number; fy: number } {
  const n = 2 ** z
  const r = (lat * Math.PI) / 180
  return {
    fx: ((lon + 180) / 360) * n,
    fy: ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n,
  }
}
