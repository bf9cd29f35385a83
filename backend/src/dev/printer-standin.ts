import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { asyncHandler, closeServer, listen, sendJson, type RunningStandin } from './http-server.js';
import { decodeEscPos } from './escpos-decoder.js';

/** A ticket as the stand-in printed it. */
export interface PrintedTicket {
  id: number;
  receivedAt: string;
  text: string;
  /** Whether the paper was cut after it. */
  cut: boolean;
}

export interface RunningPrinterStandin extends RunningStandin {
  /** host:port of the ESC/POS port: the printer_address setting (or KITCHEN_PRINTER_ADDRESS) to print here. */
  address: string;
  tickets(): PrintedTicket[];
}

export interface PrinterStandinOptions {
  /** The raw ESC/POS port (a real printer's 9100); 0 picks a free one. */
  port: number;
  /** The HTTP port of GET /tickets and DELETE /tickets; 0 picks a free one. */
  apiPort: number;
  host?: string;
}

/**
 * A network receipt printer on loopback: it takes ESC/POS over raw TCP like a kitchen printer on
 * port 9100, decodes what each connection sent into tickets (escpos-decoder.ts: one per paper cut)
 * and keeps them. GET /tickets lists them, oldest first; DELETE /tickets forgets them.
 */
export async function startPrinterStandin({ port, apiPort, host = '127.0.0.1' }: PrinterStandinOptions): Promise<RunningPrinterStandin> {
  const tickets: PrintedTicket[] = [];
  let nextId = 1;
  const sockets = new Set<Socket>();
  const printer: Server = createServer((socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    // A client sends the whole job, then closes: the job is what arrived on the connection.
    socket.on('close', () => {
      sockets.delete(socket);
      const receivedAt = new Date().toISOString();
      for (const ticket of decodeEscPos(Buffer.concat(chunks))) tickets.push({ id: nextId++, receivedAt, ...ticket });
    });
  });
  await new Promise<void>((resolve, reject) => {
    printer.once('error', reject);
    printer.listen(port, host, () => {
      printer.off('error', reject);
      resolve();
    });
  });
  const address = `${host}:${(printer.address() as AddressInfo).port}`;

  const api = await listen(
    asyncHandler(async (req, res) => {
      const path = new URL(req.url ?? '/', 'http://standin.local').pathname;
      if (path !== '/tickets') {
        sendJson(res, 404, { error: 'Not found: GET /tickets or DELETE /tickets' });
      } else if (req.method === 'GET') {
        sendJson(res, 200, { address, tickets });
      } else if (req.method === 'DELETE') {
        tickets.length = 0;
        res.writeHead(204).end();
      } else {
        sendJson(res, 405, { error: 'GET or DELETE' });
      }
    }),
    { port: apiPort, host },
  );

  return {
    url: api.url,
    address,
    tickets: () => [...tickets],
    close: async () => {
      sockets.forEach((socket) => socket.destroy());
      await Promise.all([new Promise<void>((resolve) => printer.close(() => resolve())), closeServer(api.server)]);
    },
  };
}
