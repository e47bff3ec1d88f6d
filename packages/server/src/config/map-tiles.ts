/**
 * The map's basemap for deployments with internet: a raster tile URL template and its
 * attribution, set by the operator (MAP_TILE_URL, MAP_TILE_ATTRIBUTION) and served by /config as
 * `map_tile_url` and `map_tile_attribution`. Unset (the default), the web app draws its offline
 * vector map of the city. The tile host is allowed in the pages' Content-Security-Policy.
 */
export interface MapTilesConfig {
  /** e.g. `https://{s}.tile.example.org/{z}/{x}/{y}.png` */
  url: string;
  /** HTML shown in the map's corner, e.g. `© OpenStreetMap contributors`. */
  attribution: string;
}

/** Parses the operator's settings; empty gives null, a URL that is not a tile template throws. */
export function parseMapTiles(
  url: string | undefined,
  attribution: string | undefined,
): MapTilesConfig | null {
  const template = url?.trim() ?? '';
  if (template === '') return null;
  if (!/^https?:\/\//i.test(template) || !['{z}', '{x}', '{y}'].every((p) => template.includes(p)))
    throw new Error(
      'MAP_TILE_URL must be an http(s) tile URL template with {z}, {x} and {y}, e.g. https://tile.example.org/{z}/{x}/{y}.png',
    );
  tileImageSource(template);
  return { url: template, attribution: attribution?.trim() ?? '' };
}

/**
 * The Content-Security-Policy source of a tile template's host: its origin, with a `{s}`
 * subdomain placeholder as a wildcard (`https://*.tile.example.org`).
 */
export function tileImageSource(template: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  const host = match?.[2]?.replace(/\{s\}/g, '*') ?? '';
  if (!match || !/^(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(host)) {
    throw new Error(`MAP_TILE_URL has no usable host: ${template}`);
  }
  return `${match[1]!.toLowerCase()}://${host.toLowerCase()}`;
}
