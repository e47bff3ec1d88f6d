/**
 * The offline map of Dubai as GeoJSON (coordinates `[lng, lat]`), built from the authored lists
 * of `dubai-base.ts` and the gazetteer's places. Loaded with the map's code, on demand.
 *
 * Feature properties: `layer` (land, water, park, airport, building, runway, road, label, place), and for
 * roads `kind`, `name`, `name_ar`; for labels `kind`, `name`, `name_ar`, `minzoom`, `maxzoom`; for
 * places `id`, `kind`, `name`, `name_ar`.
 */
import type { Feature, FeatureCollection, LineString, Point, Polygon, Position } from 'geojson';
import {
  AIRPORT,
  BUILDINGS,
  CANAL,
  CREEK,
  ISLANDS,
  LABELS,
  LAKES,
  LAND,
  MARINA,
  PALM,
  PARKS,
  ROADS,
  RUNWAYS,
  type Channel,
  type LatLngTuple,
} from './dubai-base.js';
import { PLACES } from './places.js';

const KM_PER_DEGREE = 111.32;

function position([lat, lng]: LatLngTuple): Position {
  return [lng, lat];
}

/** A closed GeoJSON ring. */
function ring(points: readonly LatLngTuple[]): Position[] {
  const out = points.map(position);
  const first = out[0];
  if (first) out.push([...first]);
  return out;
}

function polygon(layer: string, points: readonly LatLngTuple[]): Feature<Polygon> {
  return {
    type: 'Feature',
    properties: { layer },
    geometry: { type: 'Polygon', coordinates: [ring(points)] },
  };
}

/** Moves `km` east and `northKm` north of a point. */
function offsetKm([lat, lng]: LatLngTuple, eastKm: number, northKm: number): LatLngTuple {
  return [
    lat + northKm / KM_PER_DEGREE,
    lng + eastKm / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180)),
  ];
}

/** A centre line widened into a polygon (`halfWidth` in degrees of latitude either side). */
export function channelPolygon({ line, halfWidth }: Channel): LatLngTuple[] {
  const widthKm = halfWidth * KM_PER_DEGREE;
  const left: LatLngTuple[] = [];
  const right: LatLngTuple[] = [];
  line.forEach((point, i) => {
    const prev = line[Math.max(0, i - 1)] ?? point;
    const next = line[Math.min(line.length - 1, i + 1)] ?? point;
    const cos = Math.cos((point[0] * Math.PI) / 180);
    // Direction in km, then its left-hand normal.
    const dx = (next[1] - prev[1]) * cos;
    const dy = next[0] - prev[0];
    const length = Math.hypot(dx, dy) || 1;
    const nx = -dy / length;
    const ny = dx / length;
    left.push(offsetKm(point, nx * widthKm, ny * widthKm));
    right.push(offsetKm(point, -nx * widthKm, -ny * widthKm));
  });
  return [...left, ...right.reverse()];
}

/** The Palm Jumeirah's trunk, fronds and crescent, as land polygons. */
export function palmPolygons(): LatLngTuple[][] {
  const { trunk, trunkHalfWidth, crescent, frondLengthKm, frondHalfWidthKm } = PALM;
  const shapes: LatLngTuple[][] = [
    channelPolygon({ line: [trunk.from, trunk.to], halfWidth: trunkHalfWidth }),
  ];
  const cos = Math.cos((trunk.from[0] * Math.PI) / 180);
  const ex = (trunk.to[1] - trunk.from[1]) * cos * KM_PER_DEGREE;
  const ey = (trunk.to[0] - trunk.from[0]) * KM_PER_DEGREE;
  const length = Math.hypot(ex, ey);
  const ux = ex / length;
  const uy = ey / length;
  // Eight fronds a side, leaning towards the crown.
  for (let i = 0; i < 8; i++) {
    const t = 0.28 + (i / 7) * 0.67;
    const base: LatLngTuple = [
      trunk.from[0] + (trunk.to[0] - trunk.from[0]) * t,
      trunk.from[1] + (trunk.to[1] - trunk.from[1]) * t,
    ];
    for (const side of [1, -1]) {
      const angle = side * (Math.PI / 2 - 0.35);
      const dx = ux * Math.cos(angle) - uy * Math.sin(angle);
      const dy = ux * Math.sin(angle) + uy * Math.cos(angle);
      const tip = offsetKm(base, dx * frondLengthKm, dy * frondLengthKm);
      shapes.push(
        channelPolygon({ line: [base, tip], halfWidth: frondHalfWidthKm / KM_PER_DEGREE }),
      );
    }
  }
  const arc = (radius: number, from: number, to: number) => {
    const points: LatLngTuple[] = [];
    const steps = 36;
    for (let s = 0; s <= steps; s++) {
      const a = ((from + ((to - from) * s) / steps) * Math.PI) / 180;
      points.push(offsetKm(crescent.centre, Math.cos(a) * radius, Math.sin(a) * radius));
    }
    return points;
  };
  shapes.push([
    ...arc(crescent.outer, crescent.from, crescent.to),
    ...arc(crescent.inner, crescent.to, crescent.from),
  ]);
  return shapes;
}

/** Roads run west to east, so their names along the line read upright. */
function roadLine(line: readonly LatLngTuple[]): Position[] {
  const first = line[0];
  const last = line[line.length - 1];
  const points = line.map(position);
  return first && last && first[1] > last[1] ? points.reverse() : points;
}

function buildMap(): FeatureCollection<Polygon | LineString | Point> {
  const features: Feature<Polygon | LineString | Point>[] = [
    polygon('land', LAND),
    ...[CREEK, CANAL, MARINA].map((c) => polygon('water', channelPolygon(c))),
    ...LAKES.map((lake) => polygon('water', lake)),
    ...[...ISLANDS, ...palmPolygons()].map((island) => polygon('land', island)),
    ...PARKS.map((park) => polygon('park', park)),
    polygon('airport', AIRPORT),
    ...BUILDINGS.map(([, lat, lng, width, depth]) => {
      const halfEast = width / 2000;
      const halfNorth = depth / 2000;
      return polygon('building', [
        offsetKm([lat, lng], -halfEast, -halfNorth),
        offsetKm([lat, lng], halfEast, -halfNorth),
        offsetKm([lat, lng], halfEast, halfNorth),
        offsetKm([lat, lng], -halfEast, halfNorth),
      ]);
    }),
    ...RUNWAYS.map((runway): Feature<LineString> => ({
      type: 'Feature',
      properties: { layer: 'runway' },
      geometry: { type: 'LineString', coordinates: runway.map(position) },
    })),
    ...ROADS.map((road): Feature<LineString> => ({
      type: 'Feature',
      properties: { layer: 'road', kind: road.kind, name: road.name, name_ar: road.ar },
      geometry: { type: 'LineString', coordinates: roadLine(road.line) },
    })),
    ...LABELS.map((label): Feature<Point> => ({
      type: 'Feature',
      properties: {
        layer: 'label',
        kind: label.kind,
        name: label.name,
        name_ar: label.ar,
        minzoom: label.minZoom,
        maxzoom: label.maxZoom,
      },
      geometry: { type: 'Point', coordinates: position(label.at) },
    })),
    ...PLACES.map(([id, name, ar, kind, lat, lng]): Feature<Point> => ({
      type: 'Feature',
      properties: { layer: 'place', id, kind, name, name_ar: ar },
      geometry: { type: 'Point', coordinates: [lng, lat] },
    })),
  ];
  return { type: 'FeatureCollection', features };
}

export const DUBAI_MAP = buildMap();
