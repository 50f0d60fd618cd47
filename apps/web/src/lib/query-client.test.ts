import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

/** An ApiError as `send` makes it from an answer with a Retry-After header. */
const unavailable = (retryAfterSeconds: number) => Object.assign(new ApiError(503, 'We cannot reach our booking system for a moment.'), { retryAfterSeconds });

describe('the query client', () => {
  it('asks again, after the Retry-After the server gave, for a read answered 503, and gets the answer once it comes', async () => {
    const client = createQueryClient();
    let calls = 0;
    const data = await client.fetchQuery({
      queryKey: ['unavailable-then-ok'],
      queryFn: async () => {
        calls++;
        if (calls <= 3) throw unavailable(0.01);
        return 'flights';
      },
    });
    expect(data).toBe('flights');
    expect(calls).toBe(4);
  });

  it('gives up on a 503 after six more tries, and never asks again after a 4xx', async () => {
    const client = createQueryClient();
    let calls503 = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['always-unavailable'],
        queryFn: async () => {
          calls503++;
          throw unavailable(0.01);
        },
      }),
    ).rejects.toMatchObject({ status: 503 });
    expect(calls503).toBe(7);

    let calls404 = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['not-found'],
        queryFn: async () => {
          calls404++;
          throw new ApiError(404, 'There is no such booking.');
        },
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(calls404).toBe(1);
  });
});
