/**
 * Configuration and location (reference §1.1, §4.1–4.3): `config`, `config/get-zone-id`,
 * `config/geocode-api`, `config/place-api-autocomplete`, `config/place-api-details`,
 * `config/distance-api`, `zone/list`, `zone/check`. Point-in-polygon, areas and distances use
 * core's geo rules; geocoding and place search use the local gazetteer (offline).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { pointInPolygon } from '@storefront/core/domain/geo';
import { localize } from '../config/settings.js';
import { type AppEnv, type AppContext, storageBase } from '../http/env.js';
import { jsonCompressedOnce } from '../http/compression.js';
import { fail } from '../http/errors.js';
import { wholeReference } from '../http/reference.js';
import { queryId, queryNumber, queryText, validateQuery } from '../http/validate.js';
import {
  formattedAddress,
  nearestPlaces,
  placeName,
  searchPlaces,
  secondaryText,
  type AddressContext,
} from '../location/gazetteer.js';
import { estimateRoute, travelMode } from '../location/distance.js';
import { zonesContaining } from '../location/zone-lookup.js';
import { buildConfig } from './config-response.js';
import {
  activeModules,
  formatModule,
  formatPivot,
  formatZone,
  moduleCounts,
} from './presenters.js';

const pointQuery = v.object({
  lat: queryNumber('lat', -90, 90),
  lng: queryNumber('lng', -180, 180),
});

function addressContext(c: AppContext): AddressContext {
  const settings = c.get('ref').settings;
  const locale = c.get('locale');
  return {
    city: localize(settings.city_name, locale),
    country: localize(settings.country_name, locale),
    countryCode: settings.country,
  };
}

/**
 * The routes here that read only the first part of the reference data (settings, zones and
 * modules, the rental prices' bounds: cache/reference.ts FIRST_PART), relative to the API's root:
 * their requests do not wait for the larger kinds (http/reference.ts; issue 9: start in a second).
 */
export const FIRST_PART_ROUTES: readonly string[] = ['/config', '/zone/list', '/zone/check'];

export function configAndLocationRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/config', async (c) => {
    // The first part is enough unless exactly one module is active (its stores and items are
    // counted in the answer): then the whole snapshot.
    const first = c.get('ref');
    const ref = activeModules(first).length === 1 ? await wholeReference(c) : first;
    const deps = c.get('deps');
    // The answer depends on the reference data, the language and the public origin only: it is
    // built and encoded once per snapshot, language and origin, and compressed once per encoding.
    const key = `config:${c.get('locale')}:${storageBase(c)}`;
    const body = ref.memo(key, () => {
      const active = activeModules(ref);
      const singleModule =
        active.length === 1 ? formatModule(c, active[0]!, moduleCounts(ref, null)) : null;
      return new TextEncoder().encode(
        JSON.stringify(
          buildConfig(c, ref.settings, {
            demo: deps.demo,
            mapsApiKey: deps.mapsApiKey,
            mapTiles: deps.mapTiles,
            singleModule,
            vehicleDistanceMin: ref.vehicleDistanceMin,
            vehicleHourlyMin: ref.vehicleHourlyMin,
          }),
        ),
      );
    });
    return jsonCompressedOnce(c, body, (encoding, pack) => ref.memo(`${key}:${encoding}`, pack));
  });

  app.get('/config/get-zone-id', (c) => {
    const point = validateQuery(c, pointQuery);
    const ref = c.get('ref');
    const { active: ids, activeZones, covered } = zonesContaining(ref.zones, point);
    if (!covered) fail(404, 'coordinates', 'Service not available in this area');
    if (ids.length === 0) fail(403, 'coordinates', 'We are temporarily unavailable in this area');

    const zoneSet = new Set(ids);
    const links = ref.moduleZones
      .filter((pivot) => zoneSet.has(pivot.zoneId) && ref.moduleById.get(pivot.moduleId)?.status)
      .map((pivot) => ({ module: ref.moduleById.get(pivot.moduleId)!, pivot }))
      .sort((a, b) => a.module.id - b.module.id);
    const counts = moduleCounts(ref, ids);
    return c.json({
      zone_id: JSON.stringify(ids),
      zone_data: activeZones.map(({ zone, area }) => ({
        ...formatZone(c, zone),
        area,
        modules: links
          .filter((l) => l.pivot.zoneId === zone.id)
          .map((l) => ({ ...formatModule(c, l.module, counts), pivot: formatPivot(l.pivot) })),
      })),
    });
  });

  app.get('/config/geocode-api', (c) => {
    const point = validateQuery(c, pointQuery);
    const locale = c.get('locale');
    const places = c.get('ref').places;
    const context = addressContext(c);
    const nearest = nearestPlaces(places, point);
    return c.json({
      plus_code: {},
      results: nearest.map(({ place }) => ({
        formatted_address: formattedAddress(place, locale, context),
        place_id: place.id,
        geometry: {
          location: { lat: place.lat, lng: place.lng },
          location_type: 'APPROXIMATE',
        },
        address_components: [
          {
            long_name: placeName(place, locale),
            short_name: placeName(place, locale),
            types: ['point_of_interest'],
          },
          { long_name: context.city, short_name: context.city, types: ['locality', 'political'] },
          {
            long_name: context.country,
            short_name: context.countryCode,
            types: ['country', 'political'],
          },
        ],
        types: [place.kind],
      })),
      status: nearest.length > 0 ? 'OK' : 'ZERO_RESULTS',
    });
  });

  app.get('/config/place-api-autocomplete', (c) => {
    const { search_text } = validateQuery(
      c,
      v.object({ search_text: queryText('search_text', 200) }),
    );
    const locale = c.get('locale');
    const places = c.get('ref').places;
    const context = addressContext(c);
    return c.json({
      suggestions: searchPlaces(places, search_text).map((place) => {
        const main = placeName(place, locale);
        const secondary = secondaryText(place, locale, context);
        return {
          placePrediction: {
            place: `places/${place.id}`,
            placeId: place.id,
            text: { text: formattedAddress(place, locale, context) },
            structuredFormat: { mainText: { text: main }, secondaryText: { text: secondary } },
            types: [place.kind],
          },
        };
      }),
    });
  });

  app.get('/config/place-api-details', (c) => {
    const { placeid } = validateQuery(c, v.object({ placeid: queryText('placeid', 200) }));
    const id = placeid.replace(/^places\//, '');
    const locale = c.get('locale');
    const place = c.get('ref').placeById.get(id);
    const context = addressContext(c);
    if (!place) fail(404, 'placeid', 'Place not found');
    return c.json({
      id: place.id,
      displayName: { text: placeName(place, locale), languageCode: locale },
      formattedAddress: formattedAddress(place, locale, context),
      location: { latitude: place.lat, longitude: place.lng },
    });
  });

  app.get('/config/distance-api', (c) => {
    const query = validateQuery(
      c,
      v.object({
        origin_lat: queryNumber('origin_lat', -90, 90),
        origin_lng: queryNumber('origin_lng', -180, 180),
        destination_lat: queryNumber('destination_lat', -90, 90),
        destination_lng: queryNumber('destination_lng', -180, 180),
        mode: v.optional(v.string()),
      }),
    );
    const mode = travelMode(query.mode?.trim() || 'WALK');
    if (!mode) fail(403, 'mode', 'The selected mode is invalid.');
    return c.json(
      estimateRoute(
        { lat: query.origin_lat, lng: query.origin_lng },
        { lat: query.destination_lat, lng: query.destination_lng },
        mode,
        c.get('locale'),
      ),
    );
  });

  app.get('/zone/list', (c) => {
    const rows = c.get('ref').zones.filter((zone) => zone.status);
    return c.json(rows.map((zone) => formatZone(c, zone)));
  });

  app.get('/zone/check', (c) => {
    const query = validateQuery(
      c,
      v.object({
        lat: queryNumber('lat', -90, 90),
        lng: queryNumber('lng', -180, 180),
        zone_id: queryId('zone_id'),
      }),
    );
    const zone = c.get('ref').zoneById.get(query.zone_id);
    return c.json(
      zone ? pointInPolygon({ lat: query.lat, lng: query.lng }, zone.coordinates) : false,
    );
  });

  return app;
}
