import { Module, RequestMethod, type DynamicModule } from '@nestjs/common';
import { Logger, LoggerModule, PinoLogger, type Params } from 'nestjs-pino';
import type { LoggingConfig } from '../config/app-config.js';
import { loggerOptions, type LogOutput } from './logger-options.js';

/**
 * Nest's logger for the shop (see {@link createShopLogger}): every `new Logger('Context')` of
 * the code writes a pino JSON line with `context`. The start-up lines that list every module
 * and route are written at debug.
 */
export class ShopLogger extends Logger {
  private static readonly QUIET = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

  override log(message: unknown, ...optionalParams: unknown[]): void {
    if (ShopLogger.QUIET.has(optionalParams.at(-1) as string)) return super.debug(message, ...optionalParams);
    super.log(message, ...optionalParams);
  }
}

/**
 * Every path, in the form Nest's Fastify adapter matches for middleware (nestjs-pino's default,
 * `{/*splat}`, matches no path there).
 */
const ALL_ROUTES = [{ path: '{*splat}', method: RequestMethod.ALL }];

/** nestjs-pino's parameters for the configuration's `logging` and the given output. */
export function loggingParams(config: LoggingConfig, output: LogOutput = {}): Params {
  const options = loggerOptions(config, output);
  return { pinoHttp: output.destination ? [options, output.destination] : options, forRoutes: ALL_ROUTES };
}

/**
 * The shop's Nest logger, made before the application so that its very first lines (and the
 * error that stops a start) are JSON too; give it to `NestFactory.create` as `logger`.
 */
export function createShopLogger(params: Params): ShopLogger {
  return new ShopLogger(new PinoLogger(params), params);
}

/**
 * Structured logs: nestjs-pino's request logging (pino-http) with the shop's options
 * (./logger-options.ts, from {@link loggingParams}). The current request is kept for the lines
 * written while handling it by the `bindRequest` hook (./request-context.ts), which the
 * application adds. pino-http lives once per process: the first application (or
 * {@link createShopLogger}) in a process sets the options.
 */
@Module({})
export class LoggingModule {
  static forRoot(params: Params): DynamicModule {
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot(params)],
    };
  }
}
