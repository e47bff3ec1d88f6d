// `chat …` against a fake server answering like customer/message/*: signed-in only; the list
// with the unread total; a conversation oldest first; a text sent to a store; nothing to send, a
// fourth image, a PDF as an image and two targets refused before anything is sent; the server's
// refusal as the failure.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliHarness, json } from '../../../../tests/support/cli.js';
import { EXIT } from '../errors.js';

const PEER = { id: 3, type: 'vendor', name: 'Al Karama Fresh Market', image_full_url: null };
const message = (id: number, sender: string, text: string) => ({
  id,
  conversation_id: 7,
  sender_type: sender,
  message: text,
  file_full_url: [],
  is_seen: true,
  created_at: `2026-11-20T10:0${id}:00.000Z`,
});
const CONVERSATION = {
  id: 7,
  user_id: 1,
  receiver_type: 'vendor',
  receiver_id: 3,
  receiver: PEER,
  unread_message_count: 1,
  last_message: message(2, 'vendor', 'We will add them.'),
  last_message_time: '2026-11-20T10:02:00.000Z',
  created_at: '2026-11-20T10:01:00.000Z',
  updated_at: '2026-11-20T10:02:00.000Z',
};

function fakeServer() {
  const requests: { method: string; path: string; query: string; body: string }[] = [];
  return {
    requests,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const path = url.pathname.replace('/api/v1', '');
      const body = request.method === 'GET' ? '' : await request.text();
      requests.push({ method: request.method, path, query: url.search, body });
      if (path === '/customer/message/list' || path === '/customer/message/search-list') {
        return json({ total_size: 1, limit: 20, offset: 1, conversations: [CONVERSATION] });
      }
      if (path === '/customer/message/unread-count') return json({ unread_count: 1 });
      if (path === '/customer/message/details') {
        return json({
          total_size: 2,
          limit: 25,
          offset: 1,
          conversation: { ...CONVERSATION, unread_message_count: 0 },
          receiver: PEER,
          messages: [message(2, 'vendor', 'We will add them.'), message(1, 'customer', 'Bags?')],
        });
      }
      if (path === '/customer/message/send') {
        if (body.includes('"receiver_id":404')) {
          return json({ errors: [{ code: 'receiver_id', message: 'Store not found.' }] }, 404);
        }
        return json({ conversation: CONVERSATION, message: message(3, 'customer', 'Thanks') });
      }
      return json({ errors: [{ code: 'not_found', message: 'Not found' }] }, 404);
    }) as typeof fetch,
  };
}

const { cli: runCli, writeSession } = cliHarness('chat');
const signIn = () => writeSession({ token: 'secret-token' });

async function cli(args: string[], server = fakeServer()) {
  return { ...(await runCli(args, server.fetch)), requests: server.requests };
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('chat', () => {
  it('needs a signed-in customer', async () => {
    for (const args of [
      ['chat', 'list'],
      ['chat', 'show', '7'],
      ['chat', 'send', '7', '--text', 'x'],
    ]) {
      const { code, stdout, requests } = await cli(['--json', ...args]);
      expect(code).toBe(EXIT.failure);
      expect(JSON.parse(stdout).error).toMatchObject({ code: 'not_signed_in' });
      expect(requests).toEqual([]);
    }
  });

  it('lists the conversations with the unread total, and shows one oldest first', async () => {
    signIn();
    const list = await cli(['chat', 'list']);
    expect(list.code).toBe(EXIT.ok);
    expect(list.stdout).toContain('Al Karama Fresh Market');
    expect(list.stdout).toContain('1 unread');
    const search = await cli(['--json', 'chat', 'list', '--search', 'bags']);
    expect(search.requests[0]).toMatchObject({
      path: '/customer/message/search-list',
      query: '?name=bags&limit=20&offset=1',
    });
    const show = await cli(['chat', 'show', '--store', '3']);
    expect(show.requests[0]?.query).toBe('?receiver_type=vendor&receiver_id=3&limit=25&offset=1');
    const lines = show.stdout.trim().split('\n');
    expect(lines[1]).toContain('You: Bags?');
    expect(lines[2]).toContain('Al Karama Fresh Market: We will add them.');
  });

  it('sends a text, and refuses what cannot be sent before sending', async () => {
    signIn();
    const sent = await cli(['--json', 'chat', 'send', '--store', '3', '--text', 'Thanks']);
    expect(sent.code).toBe(EXIT.ok);
    expect(JSON.parse(sent.requests[0]!.body)).toEqual({
      receiver_type: 'vendor',
      receiver_id: 3,
      message: 'Thanks',
    });
    const dir = mkdtempSync(join(tmpdir(), 'storefront-chat-images-'));
    const png = join(dir, 'a.png');
    writeFileSync(png, PNG);
    const pdf = join(dir, 'b.png');
    writeFileSync(pdf, '%PDF-1.7\n');
    const four = ['--image', png, '--image', png, '--image', png, '--image', png];
    for (const [args, text] of [
      [['chat', 'send', '7'], 'Write a message or add an image.'],
      [['chat', 'send', '7', ...four], 'Maximum 3 images can be send at a time.'],
      [['chat', 'send', '7', '--image', pdf], 'b.png is not a JPEG, PNG, GIF or WebP image.'],
      [['chat', 'send', '7', '--support', '--text', 'x'], 'Name one conversation'],
    ] as const) {
      const refused = await cli([...args]);
      expect(refused.code, refused.stderr).toBe(EXIT.usage);
      expect(refused.stderr).toContain(text);
      expect(refused.requests).toEqual([]);
    }
    const multipart = await cli(['chat', 'send', '7', '--image', png]);
    expect(multipart.code, multipart.stderr).toBe(EXIT.ok);
    expect(multipart.requests[0]!.body).toContain('name="image[]"');
    const missing = await cli(['--json', 'chat', 'send', '--store', '404', '--text', 'hi']);
    expect(missing.code).toBe(EXIT.failure);
    expect(JSON.parse(missing.stdout).error.message).toBe('Store not found.');
  });
});
