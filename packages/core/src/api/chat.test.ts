import { describe, expect, it } from 'vitest';
import { parseStreamEvent, streamUrl, targetFields } from './chat.js';

describe('chat calls', () => {
  it('names the target by conversation or by peer', () => {
    expect(targetFields({ conversationId: 3 })).toEqual({ conversation_id: 3 });
    expect(targetFields({ receiverType: 'vendor', receiverId: 9 })).toEqual({
      receiver_type: 'vendor',
      receiver_id: 9,
    });
    expect(targetFields({ receiverType: 'admin' })).toEqual({ receiver_type: 'admin' });
  });

  it('builds the stream URL with the ticket escaped', () => {
    expect(streamUrl('/api/v1/', 'a+b')).toBe('/api/v1/customer/message/stream?ticket=a%2Bb');
  });

  it('reads only well-formed message events', () => {
    expect(parseStreamEvent('{"conversation_id":1,"message_id":2,"sender_type":"vendor"}')).toEqual(
      { conversation_id: 1, message_id: 2, sender_type: 'vendor' },
    );
    expect(parseStreamEvent('{"conversation_id":1}')).toBeNull();
    expect(parseStreamEvent('nope')).toBeNull();
  });
});
