import { isIP } from 'node:net';
import path from 'node:path';
import {
  DEFAULT_PLAN_YEAR_START_MONTH,
  DEFAULT_PRE_PRIMARY_CLASSES,
  DEFAULT_SCHOOL_SPECIFIC_CLASSES,
  EVIDENCE,
  passwordSchema,
} from '@school/contract';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** A proxy address, a CIDR range ('10.0.0.0/8'), or a name proxy-addr knows (loopback, linklocal, uniquelocal). */
const isProxyAddress = (value: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/**
 * Whose X-Forwarded-For to believe for the client address (Fastify's trustProxy): false (nobody, the
 * default), true (anybody: only when every request comes through a proxy that overwrites the header), or a
 * comma-separated list of the proxies' addresses or ranges.
 */
const trustProxySchema = z
  .string()
  .trim()
  .refine(
    (value) => /^(true|false|yes|no)$/.test(value) || value.split(',').every((part) => isProxyAddress(part.trim())),
    'must be true, false, or comma-separated proxy addresses or ranges',
  )
  .transform((value): boolean | string[] => {
    if (value === 'true' || value === 'yes') return true;
    if (value === 'false' || value === 'no') return false;
    return value.split(',').map((part) => part.trim());
  });

/** A rate limit (plugins/rate-limit.ts): a whole number of requests per minute, at least 1. */
const requestsPerMinute = z.coerce
  .number({ error: 'must be a whole number of requests per minute' })
  .int('must be a whole number of requests per minute')
  .min(1, 'must be at least 1 request per minute');

const configSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  ADMIN_EMAIL: z.email('must be an email address').default('admin@school.test'),
  ADMIN_PASSWORD: passwordSchema.default('Admin@2026!'),
  SEED_DEMO: booleanFlag.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('School Planning <no-reply@school.test>'),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number({ error: 'must be a whole number of days' }).int().min(0).default(0),
  ALLOW_SIGNUP: booleanFlag.default(true),
  PUBLIC_URL: z.url('must be a URL').optional(),
  SIS_SYNC_URL: z.url('must be a URL').optional(),
  TRUST_PROXY: trustProxySchema.default(false),
  /** Origins (scheme://host[:port]) whose pages may call the API from a browser, comma-separated; none by default. */
  CORS_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine(
      (origins) => origins.every((origin) => /^https?:\/\/[^\s/]+$/.test(origin)),
      'must be comma-separated origins such as https://school.example (no path, no trailing slash)',
    ),
  /** Class names whose annual plans name a school, comma-separated. */
  SCHOOL_SPECIFIC_CLASSES: z
    .string()
    .default(DEFAULT_SCHOOL_SPECIFIC_CLASSES.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name.length > 0),
    ),
  /** Pre-primary class names: their lesson plans are PRECLASS, comma-separated. */
  PRE_PRIMARY_CLASSES: z
    .string()
    .default(DEFAULT_PRE_PRIMARY_CLASSES.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name.length > 0),
    ),
  /** The month (1-12) a plan year starts: the current annual period follows from it. */
  PLAN_YEAR_START_MONTH: z.coerce
    .number({ error: 'must be a month number from 1 to 12' })
    .int('must be a month number from 1 to 12')
    .min(1, 'must be a month number from 1 to 12')
    .max(12, 'must be a month number from 1 to 12')
    .default(DEFAULT_PLAN_YEAR_START_MONTH),
  /** The largest evidence PDF a setter may upload, in megabytes. */
  EVIDENCE_MAX_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .positive('must be a number of megabytes above 0')
    .max(EVIDENCE.largestMaxMb, `must be at most ${EVIDENCE.largestMaxMb} (evidence is kept in the database)`)
    .default(EVIDENCE.defaultMaxMb),
  /** The most evidence files one goal holds. */
  EVIDENCE_MAX_FILES_PER_GOAL: z.coerce
    .number({ error: 'must be a whole number of files' })
    .int('must be a whole number of files')
    .min(1, 'must be at least 1 file')
    .default(EVIDENCE.defaultMaxFilesPerGoal),
  /** The most evidence one setter keeps for one annual period, all goals together, in megabytes. */
  EVIDENCE_MAX_TOTAL_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .positive('must be a number of megabytes above 0')
    .default(EVIDENCE.defaultMaxTotalMb),
  /** Requests per minute one signed-in user may send to the API, all their sessions together. */
  RATE_LIMIT_PER_USER: requestsPerMinute.default(1200),
  /** Requests per minute one client address may send to the API without a live session (sign-in, public routes). */
  RATE_LIMIT_PER_ADDRESS: requestsPerMinute.default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Browser tests only: each mail is also appended to this file as a JSON line, so a test can open a link. */
  E2E_OUTBOX_FILE: z.string().optional(),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the environment; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = configSchema
    .refine((config) => !config.SMTP_URL || config.PUBLIC_URL, {
      // Otherwise reset links would be built from the request's Host header, which a caller controls.
      path: ['PUBLIC_URL'],
      message: 'must be set when SMTP_URL is set (the address used in mailed links)',
    })
    .refine((config) => config.EVIDENCE_MAX_TOTAL_MB >= config.EVIDENCE_MAX_MB, {
      // Otherwise a file the size limit allows could never be stored.
      path: ['EVIDENCE_MAX_TOTAL_MB'],
      message: 'must be at least EVIDENCE_MAX_MB',
    })
    .safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

/** Tests and benchmarks fire thousands of requests as one user within a minute: far above any of them. */
export const UNREACHED_RATE_LIMIT = '1000000000';

/**
 * The configuration tests start from: nothing from the developer's environment leaks in. The rate limits are out
 * of reach unless a test overrides them (plugins/rate-limit.test.ts).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_USER: UNREACHED_RATE_LIMIT,
      RATE_LIMIT_PER_ADDRESS: UNREACHED_RATE_LIMIT,
    }),
    ...overrides,
  };
}
