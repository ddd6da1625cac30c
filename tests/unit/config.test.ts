import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@/server/config';

describe('parseConfig', () => {
  it('runs in demo mode with outboxes when nothing is configured outside production', () => {
    const config = parseConfig({});
    expect(config.isDemoMode).toBe(true);
    expect(config.adapters).toEqual({ sms: 'outbox', email: 'outbox', storage: 'local' });
    expect(config.port).toBe(3000);
    expect(config.brand).toEqual({ name: 'Touchline', slug: 'touchline' });
  });

  it('refuses to start in production with simulators unless DEMO_MODE is set explicitly', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/SMS_GATEWAY_URL is not set.*DEMO_MODE=true/);
    expect(parseConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).isDemoMode).toBe(true);
  });

  it('starts in production when every real adapter and the secret are configured', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      SMS_GATEWAY_URL: 'https://sms.example.com/send',
      SMS_GATEWAY_TOKEN: 'token',
      SMTP_URL: 'smtp://mail.example.com:587',
      EMSISDN_SECRET: 'a-long-enough-production-secret',
      AUTH_SECRET: 'a-long-enough-production-auth-secret',
    });
    expect(config.isDemoMode).toBe(false);
    expect(config.adapters).toEqual({ sms: 'gateway', email: 'smtp', storage: 'local' });
  });

  it('needs a long AUTH_SECRET in production (sessions and one-time codes are keyed with it)', () => {
    const production = {
      NODE_ENV: 'production',
      SMS_GATEWAY_URL: 'https://sms.example.com/send',
      SMS_GATEWAY_TOKEN: 'token',
      SMTP_URL: 'smtp://mail.example.com:587',
      EMSISDN_SECRET: 'a-long-enough-production-secret',
    };
    expect(() => parseConfig(production)).toThrow(/AUTH_SECRET is not set/);
    expect(() => parseConfig({ ...production, AUTH_SECRET: 'too-short' })).toThrow(/AUTH_SECRET must be at least 32 characters/);
  });

  it('explains what is wrong with an invalid setting', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ BRAND_SLUG: 'Bad Slug' })).toThrow(/BRAND_SLUG/);
    expect(() => parseConfig({ SMS_GATEWAY_URL: 'https://sms.example.com' })).toThrow(/SMS_GATEWAY_TOKEN/);
    expect(() => parseConfig({ DEMO_MODE: 'yes please' })).toThrow(/DEMO_MODE/);
  });
});
