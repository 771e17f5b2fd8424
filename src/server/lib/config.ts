import { z } from 'zod';

/**
 * docs/design.md 1 Configuration: every variable the server reads, validated once at start-up.
 * Empty strings count as unset so that `VAR=` in an env file means "use the default".
 */
const optionalText = z.string().trim().min(1).optional();
const booleanText = z
  .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
  .default('false')
  .transform((value) => value === 'true' || value === '1');
const wholeNumber = (min: number, max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(min).max(max);

export const ConfigSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0)
      .max(65_535)
      .default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection string')
      .optional(),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/\S+$/, 'must look like smtp://user:pass@host:port')
      .optional(),
    MAIL_FROM: optionalText,
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    TWILIO_API_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://api.twilio.com'),
    ENABLE_TEST_NOTIFICATIONS: booleanText,
    // Notifications: retries of a failed send (pg-boss backoff) and the abuse limits of docs/customer-flow.md decision 12.
    NOTIFY_RETRY_LIMIT: wholeNumber(0, 1_000).default(20),
    NOTIFY_RETRY_DELAY_SECONDS: wholeNumber(0, 86_400).default(30),
    NOTIFY_RETRY_BACKOFF: booleanText.default(true),
    TEST_NOTIFICATIONS_PER_MINUTE: wholeNumber(1, 100_000).default(10),
    SMS_PER_PHONE_PER_DAY: wholeNumber(0, 100_000).default(5),
    EMAILS_PER_ADDRESS_PER_DAY: wholeNumber(0, 100_000).default(10),
    SMS_ALLOWED_COUNTRIES: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*$/, 'must be ISO country codes separated by commas, e.g. US,CA')
      .default('US,CA')
      .transform((value) => value.split(',').map((code) => code.trim().toUpperCase())),
    COMPLETIONS_PER_HOUR: wholeNumber(1, 1_000_000).default(60),
    // docs/shop.md 15: a counter tablet's customers count per tablet, not per address, with room for a busy lobby.
    COUNTER_TABLET_COMPLETIONS_PER_HOUR: wholeNumber(1, 1_000_000).default(120),
    // Drafts per client per hour (docs/operations.md, 'Abuse limits across processes'), the shop-wide daily
    // budgets of customer messages and the completions an hour that the board flags (docs/notifications.md,
    // 'Limits').
    DRAFTS_PER_HOUR: wholeNumber(1, 1_000_000).default(120),
    DRAFT_WRITES_PER_HOUR: wholeNumber(1, 1_000_000).default(600),
    // docs/api.md, 'GET /api/orders/:id': reads of an order (and of its drop-off days) per client per minute.
    ORDER_READS_PER_MINUTE: wholeNumber(1, 1_000_000).default(60),
    CUSTOMER_SMS_PER_DAY: wholeNumber(0, 1_000_000).default(500),
    CUSTOMER_EMAILS_PER_DAY: wholeNumber(0, 1_000_000).default(1_000),
    COMPLETION_ALERT_PER_HOUR: wholeNumber(1, 1_000_000).default(30),
    // README, DRAFT_RETENTION_DAYS: orders never submitted (a name, an email and a phone in them) are deleted this long
    // after their last change.
    DRAFT_RETENTION_DAYS: wholeNumber(1, 3_650).default(30),
    // Behind a reverse proxy every request comes from the proxy: without this, the per-client limits
    // above would count all customers as one. The proxies' addresses; 'true' trusts X-Forwarded-For from
    // anyone (app.ts warns at start-up).
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(/^(true|false|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, "must be 'true', 'false' or the proxies' addresses")
      .default('false')
      .transform((value): boolean | string[] => {
        if (value === 'true' || value === 'false') return value === 'true';
        return value.split(',').map((address) => address.trim());
      }),
    // The address customers and staff use: links in messages, and secure cookies when it is https.
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://orders.example.com' })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    // The first owner account, for unattended installs (else a one-time setup link is logged at start).
    SHOP_OWNER_EMAIL: z.email({ error: 'must be an email address' }).optional(),
    SHOP_OWNER_PASSWORD: z.string().min(10, 'must be at least 10 characters').max(128).optional(),
    // Signs staff sessions; unset (only allowed with an http PUBLIC_URL), one is generated once and kept in
    // the database for every process.
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // Backups (docs/operations.md, 'Backups'). Unset BACKUP_DIR: DATA_DIR/backups, and on PostgreSQL
    // no nightly backup (the server has its own); set, nightly on both databases.
    BACKUP_DIR: optionalText,
    BACKUP_KEEP: wholeNumber(1, 10_000).default(14),
    // The hour of the nightly backup in the shop's time zone (0 to 23).
    BACKUP_HOUR: wholeNumber(0, 23).default(2),
  })
  .superRefine((value, context) => {
    if (Boolean(value.SHOP_OWNER_EMAIL) !== Boolean(value.SHOP_OWNER_PASSWORD)) {
      const missing = value.SHOP_OWNER_EMAIL ? 'SHOP_OWNER_PASSWORD' : 'SHOP_OWNER_EMAIL';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'SHOP_OWNER_EMAIL and SHOP_OWNER_PASSWORD go together',
      });
    }
    // Half a Twilio account is a mistake, not a request for the outbox.
    const twilio = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
    const set = twilio.filter((name) => value[name] !== undefined);
    if (set.length > 0 && set.length < twilio.length) {
      for (const name of twilio.filter((candidate) => value[candidate] === undefined)) {
        context.addIssue({ code: 'custom', path: [name], message: `is required when ${set.join(', ')} is set` });
      }
    }
    // docs/shop.md 1: the sessions' tokens are in the database (better-auth keeps them as they are); the key that
    // signs their cookies must not be there too, or a copy of the database (a backup) is a way in.
    if (value.PUBLIC_URL?.startsWith('https://') && !value.AUTH_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message:
          'is required when PUBLIC_URL is https, so that the key signing staff sessions is not kept in the database beside them (make one with: openssl rand -base64 48)',
      });
    }
    if (value.SMTP_URL && !value.MAIL_FROM) {
      context.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required when SMTP_URL is set' });
    }
  });
export type Config = z.infer<typeof ConfigSchema>;

/** PUBLIC_URL, or where the server listens. */
export function publicUrlOf(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  return config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`;
}

/** Where backups go: BACKUP_DIR, else DATA_DIR/backups (./data/backups by default). */
export function backupDirOf(config: Pick<Config, 'BACKUP_DIR' | 'DATA_DIR'>): string {
  return config.BACKUP_DIR ?? `${config.DATA_DIR.replace(/\/+$/, '')}/backups`;
}

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((problem) => `  ${problem.variable}: ${problem.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Reads the variables this schema knows from env; throws a ConfigError naming each bad one. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.keys(ConfigSchema.shape) as (keyof typeof ConfigSchema.shape)[];
  const input: Record<string, string> = {};
  for (const name of known) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') input[name] = value;
  }
  const result = ConfigSchema.safeParse(input);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? 'config'), message: issue.message })),
  );
}
