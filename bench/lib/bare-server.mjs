// A bare node:http server answering every request with the same bytes and headers from memory: the
// ceiling the api's GET /api/menu is compared with. Usage: node bare-server.mjs <port> <body file> <headers json>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, bodyFile, headersJson] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = { ...JSON.parse(headersJson), 'content-length': body.length };
createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
