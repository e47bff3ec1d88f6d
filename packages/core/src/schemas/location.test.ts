import { describe, expect, it } from 'vitest';
import {
  distanceQuery,
  latLngQuery,
  placeDetailsQuery,
  placeSearchQuery,
  zoneCheckQuery,
} from './location.js';
import { validate } from './validate.js';

const LAT = 'lat must be a number between -90 and 90';
const LNG = 'lng must be a number between -180 and 180';

describe('latLngQuery', () => {
  it('parses numbers from strings', () => {
    expect(validate(latLngQuery, { lat: '23.7808', lng: '90.4077' })).toEqual({
      success: true,
      data: { lat: 23.7808, lng: 90.4077 },
    });
    expect(validate(latLngQuery, { lat: -90, lng: 180 })).toEqual({
      success: true,
      data: { lat: -90, lng: 180 },
    });
  });

  it.each([
    [{ lat: '90.0001', lng: '0' }, [{ code: 'lat', message: LAT }]],
    [{ lat: '0', lng: '-180.5' }, [{ code: 'lng', message: LNG }]],
    [
      { lat: 'abc', lng: '' },
      [
        { code: 'lat', message: LAT },
        { code: 'lng', message: LNG },
      ],
    ],
    [
      {},
      [
        { code: 'lat', message: LAT },
        { code: 'lng', message: LNG },
      ],
    ],
    [
      { lat: 'Infinity', lng: 'NaN' },
      [
        { code: 'lat', message: LAT },
        { code: 'lng', message: LNG },
      ],
    ],
    [
      { lat: ['1'], lng: true },
      [
        { code: 'lat', message: LAT },
        { code: 'lng', message: LNG },
      ],
    ],
  ])('rejects %j', (query, errors) => {
    expect(validate(latLngQuery, query)).toEqual({ success: false, errors });
  });

  it('rejects a query that is not an object', () => {
    expect(validate(latLngQuery, null)).toEqual({
      success: false,
      errors: [{ code: 'input', message: 'The query must be an object.' }],
    });
  });
});

describe('placeSearchQuery and placeDetailsQuery', () => {
  it('accepts 1..200 characters, trimmed', () => {
    expect(validate(placeSearchQuery, { search_text: '  Gulshan ' })).toEqual({
      success: true,
      data: { search_text: 'Gulshan' },
    });
    expect(validate(placeSearchQuery, { search_text: 'x'.repeat(200) }).success).toBe(true);
    expect(validate(placeDetailsQuery, { placeid: 'gz-12' })).toEqual({
      success: true,
      data: { placeid: 'gz-12' },
    });
  });

  it.each([
    {},
    { search_text: '' },
    { search_text: '   ' },
    { search_text: 'x'.repeat(201) },
    { search_text: 5 },
  ])('rejects search %j', (query) => {
    expect(validate(placeSearchQuery, query)).toEqual({
      success: false,
      errors: [
        { code: 'search_text', message: 'search_text must be between 1 and 200 characters' },
      ],
    });
  });

  it('rejects a missing place id', () => {
    expect(validate(placeDetailsQuery, {})).toEqual({
      success: false,
      errors: [{ code: 'placeid', message: 'placeid must be between 1 and 200 characters' }],
    });
  });
});

describe('distanceQuery', () => {
  const points = {
    origin_lat: '23.7',
    origin_lng: '90.4',
    destination_lat: '23.8',
    destination_lng: '90.41',
  };

  it('defaults the mode to WALK', () => {
    expect(validate(distanceQuery, points)).toEqual({
      success: true,
      data: {
        origin_lat: 23.7,
        origin_lng: 90.4,
        destination_lat: 23.8,
        destination_lng: 90.41,
        mode: 'WALK',
      },
    });
  });

  it.each([
    ['DRIVE', 'DRIVE'],
    ['WALK', 'WALK'],
    ['BICYCLE', 'BICYCLE'],
    ['driving', 'DRIVE'],
    ['walking', 'WALK'],
    ['bicycling', 'BICYCLE'],
  ])('accepts mode %s as %s', (mode, expected) => {
    const result = validate(distanceQuery, { ...points, mode });
    expect(result.success && result.data.mode).toBe(expected);
  });

  it.each(['drive', 'FLY', '', 'TRANSIT'])('rejects mode %j', (mode) => {
    expect(validate(distanceQuery, { ...points, mode })).toEqual({
      success: false,
      errors: [
        {
          code: 'mode',
          message: 'mode must be one of DRIVE, WALK, BICYCLE (or driving, walking, bicycling)',
        },
      ],
    });
  });

  it('names every bad coordinate', () => {
    const result = validate(distanceQuery, { origin_lat: '91', destination_lng: 'x' });
    expect(result.success ? [] : result.errors.map((e) => e.code)).toEqual([
      'origin_lat',
      'origin_lng',
      'destination_lat',
      'destination_lng',
    ]);
  });
});

describe('zoneCheckQuery', () => {
  it('parses a positive integer zone id', () => {
    expect(validate(zoneCheckQuery, { lat: '23.7', lng: '90.4', zone_id: '2' })).toEqual({
      success: true,
      data: { lat: 23.7, lng: 90.4, zone_id: 2 },
    });
  });

  it.each(['0', '-1', '1.5', 'one', ''])('rejects zone_id %j', (zone_id) => {
    expect(validate(zoneCheckQuery, { lat: '23.7', lng: '90.4', zone_id })).toEqual({
      success: false,
      errors: [{ code: 'zone_id', message: 'zone_id must be a positive integer' }],
    });
  });
});
