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

  it('API protection and AI breaker settings have safe defaults and read overrides', () => {
    expect(loadConfig({})).toMatchObject({
      TRUST_PROXY: ['loopback', 'linklocal', 'uniquelocal'],
      API_MAX_CONCURRENCY: 64,
      API_MAX_EVENT_LOOP_DELAY_MS: 1000,
      AI_BREAKER_FAILURES: 3,
      AI_BREAKER_COOLDOWN_MS: 30_000,
      AI_TIMEOUT_MS: 25_000,
    });
    const config = loadConfig({
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.7',
      API_MAX_CONCURRENCY: '0',
      AI_BREAKER_FAILURES: '5',
      AI_BREAKER_COOLDOWN_MS: '500',
    });
    expect(config.TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.7']);
    expect(config.API_MAX_CONCURRENCY).toBe(0);
    expect(config.AI_BREAKER_FAILURES).toBe(5);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: '60000' })).toThrow(/AI_TIMEOUT_MS/);
  });
});
