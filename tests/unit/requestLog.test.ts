import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog } from '../../server/http/requestLog';

describe('request logging at info', () => {
  it('writes one line per request with method, route, path without query, status and milliseconds', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new OneLineRequestLog() });
    app.get('/hello', async () => ({ hello: 'world' }));
    await app.inject({ method: 'GET', url: '/hello?x=1' });
    await app.inject({ method: 'GET', url: '/missing' });
    await app.close();

    const requests = lines.filter((line) => 'status' in line);
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        route: '/hello',
        path: '/hello',
        status: 200,
        ms: expect.any(Number),
      }),
      expect.objectContaining({
        method: 'GET',
        route: null,
        path: '/missing',
        status: 404,
        ms: expect.any(Number),
      }),
    ]);
    expect(
      lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed'),
    ).toEqual([]);
  });
});
