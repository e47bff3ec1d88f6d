// The contract suite's validator must be able to fail: bodies that break the YAML's schemas, and
// statuses the YAML does not document, are reported.
import { describe, expect, it } from 'vitest';
import { errorBodyProblems, operations, responseProblems } from '../contract/openapi.js';

describe('the contract validator', () => {
  it('reads every operation of openapi/storefront.yaml with its method and path', () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids).toContain('getZoneId');
    expect(new Set(ids).size).toBe(ids.length);
    const zone = operations.find((op) => op.operationId === 'getZoneId');
    expect(zone).toMatchObject({ method: 'get', url: '/api/v1/config/get-zone-id' });
    expect(zone?.query.filter((q) => q.required).map((q) => q.name)).toEqual(['lat', 'lng']);
  });

  it('accepts a conforming body and reports a body that breaks the schema', () => {
    expect(responseProblems('checkZone', 200, true)).toEqual([]);
    expect(responseProblems('checkZone', 200, 'true')).not.toEqual([]);
    expect(responseProblems('getZoneId', 200, { zone_id: '[1]', zone_data: [] })).toEqual([]);
    expect(responseProblems('getZoneId', 200, { zone_id: [1], zone_data: [] })).not.toEqual([]);
  });

  it('follows $refs into components (a zone missing its polygon is reported)', () => {
    const problems = responseProblems('listZones', 200, [{ id: 1, name: 'Downtown' }]);
    expect(problems.join('\n')).toMatch(/coordinates/);
  });

  it('reports a status the operation does not document', () => {
    expect(responseProblems('getConfig', 500, {})).toEqual([
      expect.stringContaining('status 500 is not documented for getConfig'),
    ]);
  });

  it('checks error bodies', () => {
    expect(
      errorBodyProblems({ errors: [{ code: 'lat', message: 'The lat field is required.' }] }),
    ).toEqual([]);
    expect(errorBodyProblems({ errors: [] })).not.toEqual([]);
    expect(errorBodyProblems({ errors: { code: 'x', message: 'y' } })).not.toEqual([]);
    expect(errorBodyProblems({ message: 'Server Error' })).not.toEqual([]);
  });
});
