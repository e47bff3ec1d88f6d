import { useQuery } from '@tanstack/react-query';

interface OutboxMessage {
  destination: string;
  code: string | null;
}

/**
 * Demo mode (`config.demo`): the server sends no SMS or e-mail; it lists every message in its
 * demo outbox (`GET /demo/outbox.json`, answered only in demo mode). The code last sent to
 * `destination` is the secret of 'For demo purpose use otp {secret}'. `sentAt` (the resend
 * deadline) changes with every send, so a new code is read after a resend.
 */
export function useDemoCode(destination: string, enabled: boolean, sentAt: number | null) {
  const target = destination.trim().toLowerCase();
  const query = useQuery({
    queryKey: ['demo-outbox', target, sentAt],
    queryFn: async ({ signal }): Promise<string | null> => {
      const response = await fetch('/demo/outbox.json', { signal, cache: 'no-store' });
      if (!response.ok) return null;
      const body = (await response.json()) as { messages?: OutboxMessage[] };
      const message = (body.messages ?? []).find(
        (m) => m.code != null && m.destination.trim().toLowerCase() === target,
      );
      return message?.code ?? null;
    },
    enabled: enabled && target !== '',
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? null;
}
