import type { LoggerService } from '@nestjs/common';
import { pino, type Logger as Pino } from 'pino';

/** Structured JSON logs for Nest's own Logger calls, written by the same pino instance as pino-http. */
export function createPino(level: string): Pino {
  return pino({
    level,
    base: { service: process.argv[1]?.includes('worker') ? 'worker' : 'api' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]', '*.password'], censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

/** Nest's start-up chatter (a line per module, route and gateway): debug, so that a start says only what matters. */
const FRAMEWORK_START_UP = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'WebSocketsController', 'NestApplication', 'NestApplicationContext']);

export class PinoLoggerService implements LoggerService {
  constructor(private readonly logger: Pino) {}

  log(message: unknown, context?: string): void {
    this.write(context && FRAMEWORK_START_UP.has(context) ? 'debug' : 'info', message, context);
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.write('error', message, context, trace);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, context?: string, trace?: string): void {
    if (typeof message === 'object' && message !== null) {
      this.logger[level]({ context, trace, ...(message as object) });
    } else {
      this.logger[level]({ context, trace }, String(message));
    }
  }
}

/** The log line of a promise rejection nobody handled; the Redis outage test looks for it. */
export const UNHANDLED_REJECTION_MESSAGE = 'unhandled promise rejection';

/**
 * The last net, not the fix: a rejection nobody handled is a bug to fix where it starts, but it
 * must not exit the process (Node's default) and take every request in flight with it. Logged at
 * error level with its stack so that it is found.
 */
export function logUnhandledRejections(logger: Pino): void {
  process.on('unhandledRejection', (reason: unknown) => {
    logger.error({ err: reason instanceof Error ? reason : new Error(String(reason)) }, UNHANDLED_REJECTION_MESSAGE);
  });
}
