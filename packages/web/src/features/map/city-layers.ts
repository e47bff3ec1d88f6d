/**
 * Draws the offline city map on a Leaflet map: land, water, parks and the airport as SVG
 * polygons; roads with a casing and a width that grows with the zoom; road names along the road
 * (an SVG textPath on the drawn, viewport-clipped line, so the name sits in the visible stretch);
 * city, district and water names and the gazetteer's places as HTML labels, so Arabic is shaped
 * and laid out by the browser. Labels that would overlap a more important one are hidden.
 */
import type { Feature, FeatureCollection, LineString, Point, Polygon } from 'geojson';
import * as L from 'leaflet';

export interface CityLayers {
  remove: () => void;
}

type RoadKind = 'motorway' | 'primary' | 'secondary';

/** Line widths (px) by zoom, from zoom 9 up; below a road's first zoom it is not drawn. */
const ROAD_WIDTH: Record<RoadKind, { from: number; widths: number[] }> = {
  motorway: { from: 7, widths: [1, 1.5, 2, 3, 4, 5, 6.5, 8, 10, 13, 16, 20, 24, 28, 32] },
  primary: { from: 9, widths: [0, 0, 1, 1.5, 2, 3, 4, 5.5, 7, 9, 12, 15, 18, 22, 26] },
  secondary: { from: 12, widths: [0, 0, 0, 0, 0, 1.5, 2.5, 3.5, 5, 7, 9, 12, 15, 18, 22] },
};
/** Names along roads from this zoom. */
const ROAD_NAME_ZOOM: Record<RoadKind, number> = { motorway: 11, primary: 13, secondary: 15 };

const PLACE_PRIORITY: Record<string, number> = {
  airport: 0,
  landmark: 1,
  mall: 2,
  hotel: 3,
  park: 3,
  beach: 3,
  market: 4,
  hospital: 4,
  metro: 5,
  school: 5,
  tram: 6,
  district: 6,
};
/** Places from zoom 15, the best known from 14. */
const placeMinZoom = (kind: string) => ((PLACE_PRIORITY[kind] ?? 6) <= 2 ? 14 : 15);

let uid = 0;

function width(kind: RoadKind, zoom: number): number {
  const spec = ROAD_WIDTH[kind];
  if (zoom < spec.from) return 0;
  const index = Math.min(spec.widths.length - 1, Math.max(0, zoom - 7));
  return spec.widths[index] ?? 0;
}

function nameOf(feature: Feature, language: string): string {
  const p = feature.properties ?? {};
  return String((language === 'ar' && p.name_ar) || p.name || '');
}

interface PointLabel {
  marker: L.Marker;
  minZoom: number;
  maxZoom: number;
  priority: number;
}

export function drawCity(map: L.Map, data: FeatureCollection, language: string): CityLayers {
  const id = ++uid;
  const base = L.svg({ pane: 'sf-base', padding: 0.3 });
  const roads = L.svg({ pane: 'sf-roads', padding: 0.3 });
  const group = L.layerGroup().addTo(map);

  // Areas, in the data's order: land, water over it, islands, parks, the airport, buildings.
  for (const feature of data.features) {
    const layer = feature.properties?.layer as string | undefined;
    if (feature.geometry.type !== 'Polygon' || !layer) continue;
    const rings = (feature.geometry as Polygon).coordinates.map((ring) =>
      ring.map(([lng, lat]) => [lat, lng] as [number, number]),
    );
    L.polygon(rings, {
      renderer: base,
      className: `sf-area sf-${layer}`,
      stroke: layer === 'land' || layer === 'airport' || layer === 'building',
      weight: 1,
      interactive: false,
      smoothFactor: 0.5,
    }).addTo(group);
  }

  // Runways and roads: every casing under every road, so crossings merge.
  const lines = data.features.filter(
    (f): f is Feature<LineString> => f.geometry.type === 'LineString',
  );
  const runways = lines
    .filter((f) => f.properties?.layer === 'runway')
    .map((f) =>
      L.polyline(
        f.geometry.coordinates.map(([lng, lat]) => [lat!, lng!] as [number, number]),
        { renderer: base, className: 'sf-runway', interactive: false },
      ).addTo(group),
    );
  const roadFeatures = lines
    .filter((f) => f.properties?.layer === 'road')
    // Motorways above primary roads above the rest.
    .sort((a, b) => rank(b) - rank(a));
  const latlngs = (f: Feature<LineString>) =>
    f.geometry.coordinates.map(([lng, lat]) => [lat!, lng!] as [number, number]);
  const casings = roadFeatures.map((f) => ({
    kind: f.properties!.kind as RoadKind,
    line: L.polyline(latlngs(f), {
      renderer: roads,
      className: `sf-road-casing sf-road-${String(f.properties!.kind)}`,
      interactive: false,
      lineCap: 'round',
      lineJoin: 'round',
    }).addTo(group),
  }));
  const fills = roadFeatures.map((f, i) => {
    const line = L.polyline(latlngs(f), {
      renderer: roads,
      className: `sf-road sf-road-${String(f.properties!.kind)}`,
      interactive: false,
      lineCap: 'round',
      lineJoin: 'round',
    }).addTo(group);
    const path = line.getElement() as SVGPathElement | undefined;
    const pathId = `sf-road-${id}-${i}`;
    path?.setAttribute('id', pathId);
    return { kind: f.properties!.kind as RoadKind, name: nameOf(f, language), line, pathId };
  });

  // Road names: a text on each road's drawn path, after the roads so they sit on top.
  const svgNs = 'http://www.w3.org/2000/svg';
  const roadLabels = fills.map((road) => {
    const text = document.createElementNS(svgNs, 'text');
    text.setAttribute('class', `sf-road-name sf-road-name-${road.kind}`);
    text.setAttribute('dy', '0.35em');
    const along = document.createElementNS(svgNs, 'textPath');
    along.setAttribute('href', `#${road.pathId}`);
    along.setAttribute('startOffset', '50%');
    along.setAttribute('text-anchor', 'middle');
    along.textContent = road.name;
    text.appendChild(along);
    const parent = road.line.getElement()?.parentNode;
    return { ...road, text, along, parent };
  });
  for (const label of roadLabels) label.parent?.appendChild(label.text);

  // Point labels: cities, districts, water, places.
  const points = data.features.filter((f): f is Feature<Point> => f.geometry.type === 'Point');
  const labels: PointLabel[] = points.map((f) => {
    const p = f.properties ?? {};
    const [lng, lat] = f.geometry.coordinates;
    const isPlace = p.layer === 'place';
    const kind = String(p.kind);
    const el = document.createElement('span');
    el.className = 'sf-label-box';
    if (isPlace) {
      const dot = document.createElement('i');
      dot.className = `sf-poi-dot sf-poi-${kind}`;
      el.appendChild(dot);
    }
    const text = document.createElement('span');
    text.className = 'sf-label-text';
    text.textContent = nameOf(f, language);
    text.dir = 'auto';
    el.appendChild(text);
    const marker = L.marker([lat!, lng!], {
      icon: L.divIcon({
        className: `sf-label ${isPlace ? `sf-label-place sf-place-${kind}` : `sf-label-${kind}`}`,
        html: el,
        iconSize: undefined,
      }),
      pane: 'sf-labels',
      interactive: false,
      keyboard: false,
    });
    if (isPlace) {
      return {
        marker,
        minZoom: placeMinZoom(kind),
        maxZoom: 21,
        priority: 10 + (PLACE_PRIORITY[kind] ?? 6),
      };
    }
    return {
      marker,
      minZoom: Number(p.minzoom ?? 12),
      maxZoom: Number(p.maxzoom ?? 16),
      priority: kind === 'city' ? 0 : kind === 'water' ? 1 : 2,
    };
  });
  labels.sort((a, b) => a.priority - b.priority);

  const styleRoads = () => {
    const z = map.getZoom();
    for (const { kind, line } of casings) {
      const w = width(kind, z);
      line.setStyle({ weight: w > 0 ? w + (z >= 14 ? 2.5 : 1.5) : 0, opacity: w > 0 ? 1 : 0 });
    }
    for (const { kind, line } of fills) {
      const w = width(kind, z);
      line.setStyle({ weight: w, opacity: w > 0 ? 1 : 0 });
    }
    for (const runway of runways) {
      runway.setStyle({ weight: z < 11 ? 0 : Math.min(30, 2 ** (z - 11) * 1.5) });
    }
  };

  const showLabels = () => {
    const z = map.getZoom();
    for (const label of labels) {
      const show = z >= label.minZoom && z <= label.maxZoom;
      if (show && !group.hasLayer(label.marker)) group.addLayer(label.marker);
      if (!show && group.hasLayer(label.marker)) group.removeLayer(label.marker);
    }
  };

  /**
   * Places the labels, most important first, hiding any that would overlap one already placed:
   * city, water and district names, then road names (each tried at a few points of the road's
   * longest visible stretch), then the gazetteer's places.
   */
  const declutter = () => {
    const z = map.getZoom();
    const size = map.getSize();
    const origin = map.getContainer().getBoundingClientRect();
    const placed: DOMRect[] = [];
    const clashes = (rect: DOMRect) =>
      placed.some(
        (r) =>
          rect.left < r.right + 4 &&
          rect.right + 4 > r.left &&
          rect.top < r.bottom + 2 &&
          rect.bottom + 2 > r.top,
      );
    const placePoints = (from: number, to: number) => {
      for (const label of labels) {
        if (label.priority < from || label.priority >= to) continue;
        if (!group.hasLayer(label.marker)) continue;
        const el = label.marker.getElement();
        if (!el) continue;
        el.classList.remove('sf-hidden');
        const rect = (el.firstElementChild ?? el).getBoundingClientRect();
        const x = rect.left - origin.left;
        const y = rect.top - origin.top;
        if (x > size.x || y > size.y || x + rect.width < 0 || y + rect.height < 0) continue;
        if (clashes(rect)) el.classList.add('sf-hidden');
        else placed.push(rect);
      }
    };
    placePoints(0, 10);
    for (const label of roadLabels) {
      label.text.style.visibility = 'hidden';
      const path = label.line.getElement() as SVGPathElement | undefined;
      const run = z >= ROAD_NAME_ZOOM[label.kind] && path ? visibleRun(map, path, size) : null;
      const textLength = label.text.getComputedTextLength();
      if (!run || run.length < textLength + 32) continue;
      // Along the longest stretch of the road inside the map, where it clashes with no label.
      const room = (run.length - textLength) / 2;
      for (const at of [0.5, 0.3, 0.7, 0.15, 0.85]) {
        const offset = run.start + textLength / 2 + room * 2 * at;
        label.along.setAttribute('startOffset', String(offset));
        const rect = label.text.getBoundingClientRect();
        if (clashes(rect)) continue;
        placed.push(rect);
        label.text.style.visibility = '';
        break;
      }
    }
    placePoints(10, Infinity);
  };

  // Road paths are re-clipped by their renderer on `moveend`/`zoomend`, before these handlers.
  let frame = 0;
  const update = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(declutter);
  };
  const onZoom = () => {
    styleRoads();
    showLabels();
    update();
  };
  styleRoads();
  showLabels();
  update();
  map.on('zoomend', onZoom);
  map.on('moveend resize', update);

  return {
    remove: () => {
      cancelAnimationFrame(frame);
      map.off('zoomend', onZoom);
      map.off('moveend resize', update);
      group.remove();
      map.removeLayer(base);
      map.removeLayer(roads);
    },
  };
}

const RUN_STEP_PX = 12;
const RUN_MARGIN_PX = 20;

/** The longest stretch of a drawn path (layer pixels) that lies inside the map's box. */
function visibleRun(
  map: L.Map,
  path: SVGPathElement,
  size: L.Point,
): { start: number; length: number } | null {
  const total = path.getTotalLength();
  let best: { start: number; length: number } | null = null;
  let start = -1;
  for (let s = 0; s <= total; s += RUN_STEP_PX) {
    const p = path.getPointAtLength(s);
    const c = map.layerPointToContainerPoint(L.point(p.x, p.y));
    const inside =
      c.x >= RUN_MARGIN_PX &&
      c.y >= RUN_MARGIN_PX &&
      c.x <= size.x - RUN_MARGIN_PX &&
      c.y <= size.y - RUN_MARGIN_PX;
    if (!inside) {
      start = -1;
      continue;
    }
    if (start < 0) start = s;
    if (!best || s - start > best.length) best = { start, length: s - start };
  }
  return best;
}

function rank(f: Feature): number {
  const kind = f.properties?.kind;
  return kind === 'motorway' ? 0 : kind === 'primary' ? 1 : 2;
}
