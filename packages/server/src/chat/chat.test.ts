/**
 * Chat in process (issue 14): the live events of a PGlite server (the in-process hub: a send and
 * the demo store's reply reach the customer's subscription, nobody else's), the notification
 * payloads, the statements each operation sends (warm), and an erased account's conversations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApp } from '../app.js';
import { staticDatabase } from '../db/client.js';
import { countStatements } from '../db/statements.js';
import { conversations, users } from '../db/schema.js';
import { ReferenceCache } from '../cache/reference.js';
import { customerToken, demoMarketplace, TUESDAY_1430, type Demo } from '../ordering/testing.js';
import { ChatHub, chatPayload, parseChatEvent, type ChatEvent } from './live.js';
import { DEMO_REPLY_DELAY_MS } from './demo-reply.js';

/** Most statements per chat operation, warm (the token lookup included). */
const BUDGETS = { list: 3, unread: 2, details: 5, send: 6 };

let demo: Demo;
let app: ReturnType<typeof createApp>;
const hub = new ChatHub();
const errors: string[] = [];

beforeAll(async () => {
  demo = await demoMarketplace();
  app = createApp({
    database: staticDatabase(demo.db),
    clock: { now: () => TUESDAY_1430 },
    demo: true,
    chat: hub,
    reference: new ReferenceCache(),
    logError: (m) => errors.push(m),
  });
}, 60_000);
afterAll(async () => {
  expect(errors).toEqual([]);
  await demo.close();
});

async function newCustomer(name: string) {
  const [user] = await demo.db
    .insert(users)
    .values({ fName: name, lName: 'Test', phone: `+97150${Math.random().toString().slice(2, 9)}` })
    .returning({ id: users.id });
  return { id: user!.id, token: await customerToken(demo.db, user!.id, TUESDAY_1430) };
}

/** The fields of the answers the tests read. */
interface ChatAnswer {
  conversation: { id: number };
  message: { id: number };
  messages: { message: string | null }[];
  receiver: { name: string };
}

async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await app.request(`http://localhost/api/v1${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as ChatAnswer };
}

describe('live events on PGlite', () => {
  it('hands a message and the demo reply to the customer’s subscription only', async () => {
    const nadia = await newCustomer('Nadia');
    const other = await newCustomer('Other');
    const mine: ChatEvent[] = [];
    const theirs: ChatEvent[] = [];
    const stop = hub.subscribe(nadia.id, (e) => mine.push(e));
    const stopOther = hub.subscribe(other.id, (e) => theirs.push(e));
    try {
      const sent = await call('POST', '/customer/message/send', nadia.token, {
        receiver_type: 'vendor',
        receiver_id: 1,
        message: 'hello',
      });
      expect(sent.status).toBe(200);
      expect(mine).toEqual([
        {
          userId: nadia.id,
          conversationId: sent.json.conversation.id,
          messageId: sent.json.message.id,
          senderType: 'customer',
        },
      ]);
      await new Promise((r) => setTimeout(r, DEMO_REPLY_DELAY_MS + 700));
      expect(mine.map((e) => e.senderType)).toEqual(['customer', 'vendor']);
      expect(theirs).toEqual([]);
      const details = await call(
        'GET',
        `/customer/message/details?conversation_id=${sent.json.conversation.id}`,
        nadia.token,
      );
      expect(details.json.messages[0].message).toBe(
        'Hi Nadia! Thanks for your message to ' +
          `${details.json.receiver.name}. We have received it and will answer shortly.`,
      );
    } finally {
      stop();
      stopOther();
    }
    expect(hub.size).toBe(0);
  });

  it('reads notification payloads strictly', () => {
    const event: ChatEvent = { userId: 3, conversationId: 4, messageId: 5, senderType: 'admin' };
    expect(parseChatEvent(chatPayload(event))).toEqual(event);
    expect(parseChatEvent('3:4:5:driver')).toBeNull();
    expect(parseChatEvent('3:4:5')).toBeNull();
    expect(parseChatEvent('x')).toBeNull();
  });
});

describe('statements per operation, warm', () => {
  it(`list ≤ ${BUDGETS.list}, unread ≤ ${BUDGETS.unread}, details ≤ ${BUDGETS.details}, send ≤ ${BUDGETS.send}`, async () => {
    const omar = await newCustomer('Omar');
    const first = await call('POST', '/customer/message/send', omar.token, {
      receiver_type: 'admin',
      message: 'warm up',
    });
    const id = first.json.conversation.id;
    await call('GET', '/customer/message/list', omar.token);
    const list = await countStatements(() => call('GET', '/customer/message/list', omar.token));
    expect(list.count, list.statements.join('\n')).toBeLessThanOrEqual(BUDGETS.list);
    const unread = await countStatements(() =>
      call('GET', '/customer/message/unread-count', omar.token),
    );
    expect(unread.count).toBeLessThanOrEqual(BUDGETS.unread);
    const details = await countStatements(() =>
      call('GET', `/customer/message/details?conversation_id=${id}`, omar.token),
    );
    expect(details.count, details.statements.join('\n')).toBeLessThanOrEqual(BUDGETS.details);
    const send = await countStatements(() =>
      call('POST', '/customer/message/send', omar.token, { conversation_id: id, message: 'x' }),
    );
    expect(send.count, send.statements.join('\n')).toBeLessThanOrEqual(BUDGETS.send);
  });
});

describe('an erased account', () => {
  it('leaves no conversation behind', async () => {
    const lina = await newCustomer('Lina');
    await call('POST', '/customer/message/send', lina.token, {
      receiver_type: 'admin',
      message: 'private',
    });
    expect((await call('DELETE', '/customer/remove-account', lina.token)).status).toBe(200);
    const left = await demo.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.userId, lina.id));
    expect(left).toEqual([]);
  });
});
