import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('configuration defaults a deployed server starts with', () => {
  it('seeds the demo (whose passwords the README publishes) only on the embedded database, unless asked', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/tackboard' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/tackboard', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('believes no proxy unless TRUST_PROXY names them, as a hop count or addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/hop count or proxy addresses/);
  });

  it('puts every site type on one host unless SITE_URL_* gives it one, refusing addresses that are not http(s)', () => {
    expect(loadConfig({}).siteOrigins).toEqual({ 0: '', 3: '', 6: '' });
    expect(loadConfig({ SITE_URL_ADS: 'https://ads.example.com/' }).siteOrigins).toEqual({
      0: '',
      3: 'https://ads.example.com',
      6: '',
    });
    expect(() => loadConfig({ SITE_URL_BUSINESS: 'ftp://biz.example.com' })).toThrow(/SITE_URL_BUSINESS/);
  });

  it('keeps introspection with the explorer unless INTROSPECTION says otherwise', () => {
    expect(loadConfig({}).introspection).toBe(true);
    expect(loadConfig({ GRAPHIQL: '0' }).introspection).toBe(false);
    expect(loadConfig({ GRAPHIQL: '0', INTROSPECTION: '1' }).introspection).toBe(true);
    expect(loadConfig({ INTROSPECTION: '0' }).introspection).toBe(false);
  });

  it('turns https-only headers on for an https PUBLIC_URL only, and limits pictures to 50 megapixels', () => {
    expect(loadConfig({}).httpsOrigin).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:4000' }).httpsOrigin).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://boards.example.org' }).httpsOrigin).toBe(true);
    expect(loadConfig({}).maxImagePixels).toBe(50_000_000);
    expect(loadConfig({ MAX_IMAGE_PIXELS: '1000000' }).maxImagePixels).toBe(1_000_000);
  });
});
