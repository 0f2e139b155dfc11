import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { levels, stdSerializers, stdTimeFunctions, type DestinationStream, type LevelWithSilent } from 'pino';
import type { Options } from 'pino-http';
import type { LoggingConfig } from '../config/app-config.js';
import { CENSORED, censorSecrets, censorUrl, redactPaths, scrubSecretValues } from './redaction.js';
import { currentRequest, requestIdOf, userIdOf } from './request-context.js';

/** Where the shop's log lines go instead of stdout, or that none go anywhere. */
export interface LogOutput {
  /** Write every line here (tests capture them); overrides LOG_PRETTY. */
  destination?: DestinationStream;
  /** Log nothing, whatever LOG_LEVEL says (the API suites). */
  silent?: boolean;
}

/** Health probes come every few seconds: their line is written at debug only. */
const HEALTH = /^\/api\/health(?:[/?]|$)/;

type Req = IncomingMessage & { originalUrl?: string; body?: unknown };

/** The request as a log line shows it: method, URL (secret query values censored), headers (secrets censored), client. */
function serializeRequest(req: { method?: string; url?: string; headers?: Record<string, unknown>; remoteAddress?: string }) {
  return { method: req.method, url: censorUrl(req.url ?? ''), headers: censorSecrets({ ...req.headers }), remoteAddress: req.remoteAddress };
}

/** The response as a log line shows it: its status (its headers may set cookies). */
function serializeResponse(res: { statusCode?: number }) {
  return { statusCode: res.statusCode };
}

/** An error with its type, message and stack, and any secret among its own properties censored. */
function serializeError(err: unknown) {
  const serialized = err instanceof Error ? stdSerializers.err(err) : err;
  return serialized && typeof serialized === 'object' ? censorSecrets({ ...serialized }) : serialized;
}

/** 5xx and failures at error, refusals (4xx) at warn, health probes at debug, the rest at info. */
function levelOf(req: IncomingMessage, res: ServerResponse, err?: Error): LevelWithSilent {
  if (err || res.statusCode >= 500) return 'error';
  if (res.statusCode >= 400) return 'warn';
  if (HEALTH.test((req as Req).originalUrl ?? req.url ?? '')) return 'debug';
  return 'info';
}

/** pino-pretty's entry point when it is installed (a development dependency), else null. */
function prettyTarget(): string | null {
  try {
    return createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return null;
  }
}

/**
 * The pino and pino-http options of the shop: JSON lines with an ISO time and a level name;
 * every line written while handling a request carries `reqId` and, once the auth guard has
 * read a token, `userId`; the request's line (`request completed`) shows method, URL, headers,
 * status and time. Secrets are kept out by the three nets of ./redaction.ts. At debug, the line
 * of a refused or failed request also carries the request body (censored).
 */
export function loggerOptions(config: LoggingConfig, output: LogOutput = {}): Options {
  const level: LevelWithSilent = output.silent ? 'silent' : config.level;
  const withBodies = level !== 'silent' && levels.values[level]! <= levels.values.debug!;
  const withBody = (req: IncomingMessage, res: ServerResponse, val: Record<string, unknown>) => {
    const body = (req as Req).body;
    return withBodies && res.statusCode >= 400 && body !== undefined && !(typeof body === 'object' && body && Object.keys(body).length === 0)
      ? { ...val, body }
      : val;
  };
  const pretty = config.pretty && !output.destination ? prettyTarget() : null;
  if (config.pretty && !output.destination && !pretty)
    process.stderr.write('LOG_PRETTY=1 asks for pino-pretty, which is not installed (a development dependency): logging JSON\n');
  return {
    level,
    timestamp: stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (obj) => censorSecrets(obj),
    },
    redact: { paths: redactPaths(), censor: CENSORED },
    hooks: { streamWrite: scrubSecretValues },
    mixin: (obj) => {
      // The request's closing line names its response; other lines written while handling it find it in the context.
      const userId = userIdOf((obj as { res?: Partial<ServerResponse> }).res?.req ?? currentRequest());
      return userId ? { userId } : {};
    },
    serializers: { req: serializeRequest, res: serializeResponse, err: serializeError },
    genReqId: requestIdOf,
    quietReqLogger: true,
    customLogLevel: levelOf,
    customSuccessObject: withBody,
    customErrorObject: (req, res, err, val) => {
      // A 5xx without an error of its own: pino-http makes one up whose stack is its own; the handler's line has the real one.
      const { err: _made, ...rest } = val as Record<string, unknown>;
      return withBody(req, res, err?.message === `failed with status code ${res.statusCode}` ? rest : val);
    },
    ...(pretty
      ? {
          transport: {
            target: pretty,
            options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,context', messageFormat: '{if context}[{context}] {end}{msg}' },
          },
        }
      : {}),
  };
}
