import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('needs nothing: every setting has a default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      SITE_URL: 'http://localhost:3000',
      TEXT_PROVIDER: 'local',
      RATE_LIMIT_MAX: 60,
    });
    expect(config.AI_API_KEY).toBeUndefined();
  });

  it('reads overrides', () => {
    const config = loadConfig({ PORT: '8080', HOST: '127.0.0.1', SITE_URL: 'https://x.dev/' });
    expect(config.PORT).toBe(8080);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.SITE_URL).toBe('https://x.dev');
  });

  it('names every bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', RATE_LIMIT_MAX: '0' })).toThrow(
      /PORT: must be an integer from 0 to 65535[\s\S]*RATE_LIMIT_MAX/,
    );
  });
});
