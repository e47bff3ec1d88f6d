import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { chatDetailsQuery, chatListQuery, chatSearchQuery, chatSendBody } from './chat.js';

const parse = <S extends v.GenericSchema>(schema: S, input: unknown) =>
  v.safeParse(schema, input, { abortPipeEarly: true });

describe('chat requests', () => {
  it('pages the list with defaults and a cap', () => {
    expect(v.parse(chatListQuery, {})).toEqual({ limit: 10, offset: 1 });
    expect(v.parse(chatListQuery, { limit: '500', offset: '2' })).toEqual({ limit: 50, offset: 2 });
    expect(parse(chatListQuery, { limit: 'x' }).success).toBe(false);
  });

  it('needs a search text', () => {
    expect(parse(chatSearchQuery, {}).success).toBe(false);
    expect(v.parse(chatSearchQuery, { name: ' pizza ' }).name).toBe('pizza');
  });

  it('names a conversation or a peer', () => {
    expect(v.parse(chatDetailsQuery, { conversation_id: '4' }).target).toEqual({
      conversationId: 4,
    });
    expect(v.parse(chatDetailsQuery, { receiver_type: 'admin' }).target).toEqual({
      peerType: 'admin',
      peerId: 0,
    });
    expect(v.parse(chatDetailsQuery, { receiver_type: 'vendor', receiver_id: '7' }).target).toEqual(
      { peerType: 'vendor', peerId: 7 },
    );
    const missing = parse(chatDetailsQuery, {});
    expect(missing.success).toBe(false);
    expect(missing.issues?.[0]?.path?.[0]?.key).toBe('conversation_id');
    const noStore = parse(chatDetailsQuery, { receiver_type: 'vendor' });
    expect(noStore.issues?.[0]?.path?.[0]?.key).toBe('receiver_id');
    expect(parse(chatDetailsQuery, { receiver_type: 'driver' }).success).toBe(false);
  });

  it('takes a message text of at most 1000 characters', () => {
    expect(v.parse(chatSendBody, { receiver_type: 'admin', message: ' hi ' }).message).toBe('hi');
    expect(parse(chatSendBody, { receiver_type: 'admin', message: 'x'.repeat(1001) }).success).toBe(
      false,
    );
    expect(parse(chatSendBody, 'text').success).toBe(false);
  });
});
