import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((problem) => problem.variable);
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('fills the defaults of docs/design.md 1', () => {
    const config = loadConfig({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      TWILIO_API_BASE_URL: 'https://api.twilio.com',
      ENABLE_TEST_NOTIFICATIONS: false,
    });
  });

  it('reads valid values and treats empty ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
      DATA_DIR: '',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'orders@example.com',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+15550100',
      ENABLE_TEST_NOTIFICATIONS: 'true',
    });
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', DATA_DIR: './data', ENABLE_TEST_NOTIFICATIONS: true });
  });

  it('names each bad variable in one error', () => {
    const error = (() => {
      try {
        loadConfig({
          PORT: 'eighty',
          DATABASE_URL: 'mysql://x',
          SMTP_URL: 'http://mail',
          ENABLE_TEST_NOTIFICATIONS: 'yes',
          TWILIO_API_BASE_URL: 'ftp://x',
        });
      } catch (caught) {
        return caught as ConfigError;
      }
      throw new Error('expected a ConfigError');
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const names = error.problems.map((problem) => problem.variable);
    expect(names).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'SMTP_URL', 'ENABLE_TEST_NOTIFICATIONS', 'TWILIO_API_BASE_URL']),
    );
    for (const name of names) expect(error.message).toContain(name);
  });

  it('reads TRUST_PROXY as off, on, or a list of proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(problems({ TRUST_PROXY: 'yes please!' })).toEqual(['TRUST_PROXY']);
  });

  it('refuses a port out of range and half a Twilio account', () => {
    expect(problems({ PORT: '70000' })).toEqual(['PORT']);
    expect(problems({ TWILIO_ACCOUNT_SID: 'AC1' }).sort()).toEqual(['TWILIO_AUTH_TOKEN', 'TWILIO_FROM']);
    expect(problems({ SMTP_URL: 'smtp://mail.example.com' })).toEqual(['MAIL_FROM']);
  });

  it('asks for AUTH_SECRET with an https PUBLIC_URL, so that the session key is not in the database', () => {
    expect(problems({ PUBLIC_URL: 'https://orders.example.com' })).toEqual(['AUTH_SECRET']);
    expect(problems({ PUBLIC_URL: 'https://orders.example.com', AUTH_SECRET: 'x'.repeat(32) })).toEqual([]);
    expect(problems({ PUBLIC_URL: 'http://192.168.1.20:3000' })).toEqual([]);
  });
});
