import { Writable } from 'node:stream';
import { pino } from 'pino';
import { PinoLoggerService } from './pino-logger.js';

function loggerAt(level: string) {
  const lines: { level: number; context?: string; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: new PinoLoggerService(pino({ level }, sink)), lines };
}

describe('PinoLoggerService', () => {
  it("keeps Nest's start-up chatter out of an info log and everything else in", async () => {
    const { logger, lines } = loggerAt('info');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('Mapped {/api/menu, GET} route', 'RouterExplorer');
    logger.log('worker started', 'WorkerMain');
    logger.warn('Menu cache unavailable', 'MenuCache');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [30, 'worker started'],
      [40, 'Menu cache unavailable'],
    ]);
  });

  it('still writes the start-up lines at debug level', async () => {
    const { logger, lines } = loggerAt('debug');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([expect.objectContaining({ level: 20, context: 'InstanceLoader', msg: 'AppModule dependencies initialized' })]);
  });
});
