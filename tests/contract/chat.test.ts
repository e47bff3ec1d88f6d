// Chat (tag `chat`, issue 14) on the suite's live server (PGlite, or PostgreSQL in the
// DATABASE_URL run): every answer validated against the YAML. A customer writes to a store and to
// support (text, and up to 3 images told by their bytes), the demo store answers a new
// conversation live, unread counts move and are cleared by reading; every conversation and image
// is its owner's alone (another customer gets 404, never a message); bad input gets a 4xx error
// body in the request's language, control characters included, never a 500; the live stream
// opens only with a single-use ticket. On PostgreSQL a second server on the same database hears a
// message sent through the first (LISTEN/NOTIFY).
import { afterAll, describe, expect, inject, it } from 'vitest';
import { http, httpOnce } from '../support/http.js';
import { startTestServer } from '../support/server.js';
import { expectError, operationCaller, signedUpCustomer } from './client.js';
import { operations } from './openapi.js';

const base = inject('serverUrl');
const onPostgres = inject('serverDatabase') === 'postgres';
const { call, statuses } = operationCaller(() => base);

interface ChatMessage {
  id: number;
  conversation_id: number;
  sender_type: string;
  message: string | null;
  file_full_url: string[];
  is_seen: boolean;
}
interface Conversation {
  id: number;
  receiver_type: string;
  receiver_id: number;
  receiver: { name: string };
  unread_message_count: number;
  last_message: ChatMessage | null;
}
interface Page {
  total_size: number;
  conversations: Conversation[];
}
interface Details {
  total_size: number;
  conversation: Conversation | null;
  receiver: { id: number; name: string };
  messages: ChatMessage[];
}

const run = `${Date.now() % 1_000_000}`.padStart(6, '0');
let phones = 0;
const newPhone = () => `+97158${run.slice(-4)}${String((phones += 1)).padStart(3, '0')}`;
const newCustomer = (name: string) =>
  signedUpCustomer(base, { name, phone: newPhone(), password: 'Saffron-Lantern-42' });

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', 'latin1');
const STORE = 1;
const TOO_MANY = 'Maximum 3 images can be send at a time.';

function form(fields: Record<string, string>, images: { bytes: Buffer; name: string }[] = []) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  for (const image of images) {
    data.append('image[]', new Blob([new Uint8Array(image.bytes)]), image.name);
  }
  return data;
}

const send = (token: string | null, body: unknown, headers?: Record<string, string>) =>
  call<{ conversation: Conversation; message: ChatMessage }>('sendMessage', {
    token,
    body,
    headers,
  });
const list = (token: string) => call<Page>('listConversations', { token });
const details = (token: string, query: Record<string, string | number>) =>
  call<Details>('getConversation', { token, query });
const unread = async (token: string) =>
  (await call<{ unread_count: number }>('getUnreadMessageCount', { token })).json.unread_count;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** An open event stream: the text received so far, and a wait for a pattern. */
async function openStream(server: string, ticket: string) {
  const controller = new AbortController();
  const response = await fetch(`${server}/api/v1/customer/message/stream?ticket=${ticket}`, {
    signal: controller.signal,
  });
  let text = '';
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
      }
    } catch {
      // aborted
    }
  })();
  return {
    response,
    text: () => text,
    async waitFor(pattern: RegExp, ms = 8_000) {
      const end = Date.now() + ms;
      while (!pattern.test(text) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      return pattern.test(text);
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

const ticketOf = async (token: string, server = base) => {
  const result = await http(server, '/api/v1/customer/message/stream-ticket', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(result.status, result.text).toBe(200);
  return (result.json as { ticket: string }).ticket;
};

afterAll(() => {
  const own = operations.filter((op) => op.tags.includes('chat')).map((op) => op.operationId);
  expect(own.sort()).toEqual([
    'createChatStreamTicket',
    'getChatImage',
    'getConversation',
    'getUnreadMessageCount',
    'listConversations',
    'openChatStream',
    'searchConversations',
    'sendMessage',
  ]);
  for (const id of ['sendMessage', 'getConversation', 'listConversations']) {
    const seen = [...(statuses.get(id) ?? [])];
    expect(
      seen.some((s) => s === 200),
      id,
    ).toBe(true);
    expect(
      seen.some((s) => s >= 400),
      id,
    ).toBe(true);
  }
});

describe('chat with a store', () => {
  it('sends a text, lists it, shows it, and the demo store answers the new conversation', async () => {
    const token = await newCustomer('Nadia Karim');
    expect(await unread(token)).toBe(0);
    const empty = await details(token, { receiver_type: 'vendor', receiver_id: STORE });
    expect(empty.status).toBe(200);
    expect(empty.json.conversation).toBeNull();
    expect(empty.json.receiver.name).not.toBe('');

    const sent = await send(token, {
      receiver_type: 'vendor',
      receiver_id: STORE,
      message: '  Is the order on its way?\nThanks ',
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.message).toMatchObject({
      sender_type: 'customer',
      message: 'Is the order on its way?\nThanks',
      file_full_url: [],
    });
    const conversationId = sent.json.conversation.id;

    const page = await list(token);
    expect(page.json.total_size).toBe(1);
    expect(page.json.conversations[0]).toMatchObject({
      id: conversationId,
      receiver_type: 'vendor',
      receiver_id: STORE,
    });

    // The demo store's reply arrives a moment later, unread.
    const after = await until(
      () => unread(token),
      (n) => n === 1,
    );
    expect(after).toBe(1);
    const listed = await list(token);
    expect(listed.json.conversations[0]!.unread_message_count).toBe(1);
    expect(listed.json.conversations[0]!.last_message?.sender_type).toBe('vendor');
    expect(listed.json.conversations[0]!.last_message?.message).toContain('Nadia');

    // Reading marks it seen.
    const read = await details(token, { conversation_id: conversationId });
    expect(read.json.messages.map((m) => m.sender_type)).toEqual(['vendor', 'customer']);
    expect(read.json.messages[0]!.is_seen).toBe(true);
    expect(read.json.conversation?.unread_message_count).toBe(0);
    expect(await unread(token)).toBe(0);

    // A second message in the same conversation: no second automatic reply.
    const again = await send(token, { conversation_id: conversationId, message: 'Great' });
    expect(again.json.conversation.id).toBe(conversationId);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await unread(token)).toBe(0);
  });

  it('finds conversations by store name and by message text, and pages', async () => {
    const token = await newCustomer('Omar Saleh');
    const store = await details(token, { receiver_type: 'vendor', receiver_id: STORE });
    await send(token, { receiver_type: 'vendor', receiver_id: STORE, message: 'zucchini please' });
    await send(token, { receiver_type: 'admin', message: 'Where is my refund?' });
    const byText = await call<Page>('searchConversations', { token, query: { name: 'REFUND' } });
    expect(byText.json.conversations.map((c) => c.receiver_type)).toEqual(['admin']);
    const byStore = await call<Page>('searchConversations', {
      token,
      query: { name: store.json.receiver.name.slice(0, 4) },
    });
    expect(byStore.json.conversations.map((c) => c.receiver_id)).toContain(STORE);
    const none = await call<Page>('searchConversations', { token, query: { name: '%_' } });
    expect(none.json.conversations).toEqual([]);
    const paged = await call<Page>('listConversations', { token, query: { limit: 1, offset: 2 } });
    expect(paged.json.total_size).toBe(2);
    expect(paged.json.conversations).toHaveLength(1);
    const past = await call<Page>('listConversations', { token, query: { limit: 5, offset: 9 } });
    expect(past.json).toMatchObject({ total_size: 2, conversations: [] });
  });
});

describe('images', () => {
  it('takes up to 3 images by their bytes and serves them by a link signed for the owner', async () => {
    const token = await newCustomer('Lina Farah');
    const sent = await send(
      token,
      form({ receiver_type: 'admin' }, [
        { bytes: PNG, name: 'a.png' },
        { bytes: JPEG, name: 'b.jpg' },
      ]),
    );
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.message.message).toBeNull();
    const [first] = sent.json.message.file_full_url;
    expect(sent.json.message.file_full_url).toHaveLength(2);
    const url = new URL(first!);
    const image = await fetch(`${base}${url.pathname}${url.search}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    // Without the signature, with another, or for another file: not found.
    for (const search of ['', '?signature=nope', url.search.replace(/.$/, 'x')]) {
      const refused = await http(base, `${url.pathname}${search}`);
      expectError(refused, 404, 'file');
    }
    const otherId = url.pathname.replace(/\d+$/, (id) => String(Number(id) + 1));
    expectError(await http(base, `${otherId}${url.search}`), 404, 'file');
  });

  it("refuses a fourth image with the spec's message, and files that are no image", async () => {
    const token = await newCustomer('Karim Aziz');
    const four = Array.from({ length: 4 }, (_, i) => ({ bytes: PNG, name: `p${i}.png` }));
    expectError(
      await send(token, form({ receiver_type: 'admin', message: 'hi' }, four)),
      403,
      'image',
      TOO_MANY,
    );
    expectError(
      await send(token, form({ receiver_type: 'admin' }, [{ bytes: PDF, name: 'x.png' }])),
      403,
      'image',
    );
    expectError(
      await send(token, form({ receiver_type: 'admin', 'image[]': 'text' })),
      403,
      'image',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expectError(
      await send(token, form({ receiver_type: 'admin' }, [{ bytes: big, name: 'big.png' }])),
      403,
      'image',
    );
    // A body far over the upload limit is refused before it is read: a 413, or the connection
    // closed while the client is still sending, as the timing falls.
    const huge = await httpOnce(base, '/api/v1/customer/message/send', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ receiver_type: 'admin', message: 'x'.repeat(8 * 1024 * 1024) }),
    }).then(
      (answer) => answer.status,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return 'closed';
        throw error;
      },
    );
    expect([413, 'closed']).toContain(huge);
    // Nothing was written.
    expect((await list(token)).json.total_size).toBe(0);
  });
});

describe('validation', () => {
  it('answers 4xx error bodies in the request language, never a 500', async () => {
    const token = await newCustomer('Huda Nasser');
    expectError(await send(token, { receiver_type: 'admin' }), 403, 'message');
    expectError(await send(token, { receiver_type: 'admin', message: '   ' }), 403, 'message');
    expectError(
      await send(token, { receiver_type: 'admin', message: 'x'.repeat(1001) }),
      403,
      'message',
    );
    expectError(await send(token, { message: 'hi' }), 403, 'conversation_id');
    expectError(await send(token, { receiver_type: 'vendor', message: 'hi' }), 403, 'receiver_id');
    expectError(
      await send(token, { receiver_type: 'driver', message: 'hi' }),
      403,
      'receiver_type',
    );
    expectError(
      await send(token, { receiver_type: 'vendor', receiver_id: 99_999_999, message: 'hi' }),
      404,
      'receiver_id',
    );
    expectError(await send(token, { receiver_type: 'admin', message: 'a\u0000b' }), 403, 'message');
    expectError(await send(token, { receiver_type: 'admin', message: 'a\u0007b' }), 403, 'message');
    expectError(await send(token, { receiver_type: 'ad\u0001min', message: 'x' }), 403);
    expectError(await send(token, '{"receiver_type":'), 400, 'body');
    expectError(await send(token, [1, 2]), 403);
    expectError(await details(token, {}), 403, 'conversation_id');
    expectError(await details(token, { conversation_id: 'x' }), 403, 'conversation_id');
    expectError(await details(token, { conversation_id: 99_999_999 }), 404, 'conversation_id');
    expectError(await call('searchConversations', { token, query: {} }), 403, 'name');
    expectError(
      await call('searchConversations', { token, query: { name: 'x'.repeat(300) } }),
      403,
      'name',
    );
    expectError(await call('listConversations', { token, query: { limit: -1 } }), 403, 'limit');
    const arabic = await send(
      token,
      form(
        { receiver_type: 'admin' },
        [1, 2, 3, 4].map((i) => ({ bytes: PNG, name: `${i}.png` })),
      ),
      { 'X-localization': 'ar' },
    );
    expectError(arabic, 403, 'image');
    expect(
      (arabic.json as unknown as { errors: { message: string }[] }).errors[0]!.message,
    ).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 401 without a valid token', async () => {
    for (const id of [
      'listConversations',
      'getUnreadMessageCount',
      'createChatStreamTicket',
    ] as const) {
      expectError(await call(id, {}), 401, 'auth-001');
      expectError(await call(id, { token: 'not-a-token' }), 401, 'auth-001');
    }
    expectError(await call('searchConversations', { query: { name: 'x' } }), 401, 'auth-001');
    expectError(await call('getConversation', { query: { receiver_type: 'admin' } }), 401);
    expectError(await send(null, { receiver_type: 'admin', message: 'hi' }), 401, 'auth-001');
  });
});

describe('owner checks', () => {
  it("never shows nor writes another customer's conversation", async () => {
    const alice = await newCustomer('Alice Haddad');
    const bob = await newCustomer('Bob Khoury');
    const sent = await send(alice, { receiver_type: 'admin', message: 'my secret order 42' });
    const id = sent.json.conversation.id;
    expectError(await details(bob, { conversation_id: id }), 404, 'conversation_id');
    expectError(
      await send(bob, { conversation_id: id, message: 'intruder' }),
      404,
      'conversation_id',
    );
    expect((await list(bob)).json.total_size).toBe(0);
    const search = await call<Page>('searchConversations', {
      token: bob,
      query: { name: 'secret' },
    });
    expect(search.json.conversations).toEqual([]);
    // Bob's own support conversation is a different one.
    const bobs = await send(bob, { receiver_type: 'admin', message: 'hello' });
    expect(bobs.json.conversation.id).not.toBe(id);
    const alices = await details(alice, { conversation_id: id });
    expect(alices.json.messages.map((m) => m.message)).not.toContain('intruder');
    expect(alices.json.messages.map((m) => m.message)).not.toContain('hello');
  });
});

describe('live stream', () => {
  it('opens with a single-use ticket and carries new messages', async () => {
    const token = await newCustomer('Samir Odeh');
    expectError(await call('openChatStream', { query: { ticket: 'x' } }), 401, 'ticket');
    const ticket = await ticketOf(token);
    const stream = await openStream(base, ticket);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/text\/event-stream/);
      expect(await stream.waitFor(/event: ready/)).toBe(true);
      const sent = await send(token, {
        receiver_type: 'vendor',
        receiver_id: STORE,
        message: 'hi',
      });
      const mine = new RegExp(`"message_id":${sent.json.message.id}\\b`);
      expect(await stream.waitFor(mine), stream.text()).toBe(true);
      // The demo store's reply arrives on the stream too.
      expect(await stream.waitFor(/"sender_type":"vendor"/), stream.text()).toBe(true);
    } finally {
      await stream.close();
    }
    // The ticket opened one stream only.
    expectError(await call('openChatStream', { query: { ticket } }), 401, 'ticket');
  });

  it.runIf(onPostgres)(
    'carries a message sent through another server on the same PostgreSQL',
    { timeout: 120_000 },
    async () => {
      const second = await startTestServer();
      try {
        const token = await newCustomer('Rana Salem');
        const stream = await openStream(second.url, await ticketOf(token, second.url));
        try {
          expect(await stream.waitFor(/event: ready/)).toBe(true);
          const sent = await send(token, { receiver_type: 'admin', message: 'across servers' });
          const mine = new RegExp(`"message_id":${sent.json.message.id}\\b`);
          expect(await stream.waitFor(mine), stream.text()).toBe(true);
        } finally {
          await stream.close();
        }
      } finally {
        await second.stop();
      }
    },
  );
});
