// `address …` against a fake server answering like the v1 API: signed-in only, the list, a new
// address with the customer as the contact (and the schema's messages before anything is sent),
// and removal.
import { describe, expect, it } from 'vitest';
import { cliHarness, json } from '../../../../tests/support/cli.js';
import { EXIT } from '../errors.js';

const OFFICE = {
  id: 2,
  user_id: 1,
  address_type: 'office',
  contact_person_name: 'Demo Customer',
  contact_person_number: '+971500000001',
  address: 'Marina Plaza, Dubai Marina',
  latitude: '25.0797',
  longitude: '55.1408',
  zone_id: 2,
  zone_ids: [2],
  created_at: '',
  updated_at: '',
};

function fakeServer() {
  const requests: {
    method: string;
    path: string;
    query: string;
    auth: string | null;
    body: unknown;
  }[] = [];
  return {
    requests,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const path = url.pathname.replace('/api/v1', '');
      const text = request.method === 'GET' ? '' : await request.text();
      requests.push({
        method: request.method,
        path,
        query: url.search,
        auth: request.headers.get('Authorization'),
        body: text ? JSON.parse(text) : null,
      });
      if (path === '/customer/info') {
        return json({ id: 1, f_name: 'Demo', l_name: 'Customer', phone: '+971500000001' });
      }
      if (path === '/customer/address/list') {
        return json({ total_size: 1, limit: 50, offset: 1, addresses: [OFFICE] });
      }
      if (path === '/customer/address/add') {
        return json({ message: 'Successfully added!', id: 7, zone_ids: [1] });
      }
      if (path === '/customer/address/delete') {
        return url.searchParams.get('address_id') === '2'
          ? json({ message: 'Successfully removed!' })
          : json({ errors: [{ code: 'address_id', message: 'Not found' }] }, 404);
      }
      return json({ errors: [{ code: 'not-found', message: 'Not found' }] }, 404);
    }) as typeof fetch,
  };
}

const { cli: runCli, writeSession } = cliHarness('address');
const signIn = () => writeSession({ token: 'secret-token' });

async function cli(args: string[], server = fakeServer()) {
  return { ...(await runCli(args, server.fetch)), requests: server.requests };
}

describe('address', () => {
  it('needs a signed-in customer', async () => {
    const { code, stdout, requests } = await cli(['--json', 'address', 'list']);
    expect(code).toBe(EXIT.failure);
    expect(JSON.parse(stdout).error).toMatchObject({ code: 'not_signed_in' });
    expect(requests).toEqual([]);
  });

  it('lists the saved addresses with their type and zones', async () => {
    signIn();
    const { code, stdout, requests } = await cli(['address', 'list']);
    expect(code, stdout).toBe(EXIT.ok);
    expect(stdout).toContain('Office');
    expect(stdout).toContain('Marina Plaza, Dubai Marina');
    expect(requests[0]).toMatchObject({
      path: '/customer/address/list',
      auth: 'Bearer secret-token',
    });
  });

  it('adds an address with the customer as the contact and a label as the type', async () => {
    signIn();
    const { code, stdout, requests } = await cli([
      '--json',
      'address',
      'add',
      '--address',
      'Jumeirah Beach Residence',
      '--lat',
      '25.078',
      '--lng',
      '55.134',
      '--type',
      'other',
      '--label',
      'Beach',
      '--floor',
      '9',
    ]);
    expect(code, stdout).toBe(EXIT.ok);
    expect(JSON.parse(stdout)).toMatchObject({ message: 'Successfully added!', id: 7 });
    expect(requests.find((r) => r.path === '/customer/address/add')?.body).toEqual({
      contact_person_name: 'Demo Customer',
      contact_person_number: '+971500000001',
      address_type: 'Beach',
      address_label: 'Beach',
      address: 'Jumeirah Beach Residence',
      latitude: 25.078,
      longitude: 55.134,
      road: null,
      house: null,
      floor: '9',
      additional_information: null,
    });
  });

  it("refuses a body the schema refuses, with the spec's messages, sending nothing", async () => {
    signIn();
    const { code, stdout, requests } = await cli([
      '--json',
      'address',
      'add',
      '--address',
      ' ',
      '--lat',
      '25.2',
      '--lng',
      '55.27',
      '--name',
      '',
    ]);
    expect(code).toBe(EXIT.failure);
    expect(JSON.parse(stdout).error).toMatchObject({
      code: 'contact_person_name',
      message: 'Name is required\nAddress is required',
    });
    expect(requests.some((r) => r.path === '/customer/address/add')).toBe(false);
  });

  it("removes an address; another id gets the server's 404", async () => {
    signIn();
    const removed = await cli(['address', 'remove', '2']);
    expect(removed.code).toBe(EXIT.ok);
    expect(removed.stdout).toContain('Successfully removed!');
    expect(removed.requests[0]).toMatchObject({ method: 'DELETE', query: '?address_id=2' });
    const missing = await cli(['--json', 'address', 'remove', '9']);
    expect(missing.code).not.toBe(EXIT.ok);
    expect(JSON.parse(missing.stdout).error.message).toBe('Not found');
  });
});
