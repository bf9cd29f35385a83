import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeServer, listen, type ListenOptions, type RunningStandin } from './http-server.js';

interface StoredObject {
  data: Buffer;
  contentType: string;
  lastModified: Date;
}

export interface S3Standin extends RunningStandin {
  /** Every stored object by "bucket/key", for tests that look inside. */
  readonly objects: ReadonlyMap<string, StoredObject>;
}

function sendError(res: ServerResponse, status: number, code: string, head: boolean): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': head ? 0 : Buffer.byteLength(body) });
  res.end(head ? undefined : body);
}

async function readBytes(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A tiny S3-compatible server in memory, path-style only (http://host/bucket/key): CreateBucket,
 * PutObject, GetObject, HeadObject and DeleteObject, which is all the image store uses. Signatures
 * are not checked. For tests and local runs of STORAGE_DRIVER=s3 without MinIO.
 */
export async function startS3Standin(options: ListenOptions = { port: 0 }): Promise<S3Standin> {
  const buckets = new Set<string>();
  const objects = new Map<string, StoredObject>();

  const { server, url } = await listen((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname).replace(/^\//, '');
    const slash = path.indexOf('/');
    const bucket = slash === -1 ? path : path.slice(0, slash);
    const key = slash === -1 ? '' : path.slice(slash + 1);
    const head = req.method === 'HEAD';
    void (async () => {
      if (!bucket) return sendError(res, 400, 'InvalidBucketName', head);
      if (!key) {
        if (req.method === 'PUT') {
          buckets.add(bucket);
          res.writeHead(200, { location: `/${bucket}` }).end();
          return;
        }
        return sendError(res, buckets.has(bucket) ? 405 : 404, buckets.has(bucket) ? 'MethodNotAllowed' : 'NoSuchBucket', head);
      }
      if (!buckets.has(bucket)) return sendError(res, 404, 'NoSuchBucket', head);
      const id = `${bucket}/${key}`;
      if (req.method === 'PUT') {
        objects.set(id, { data: await readBytes(req), contentType: req.headers['content-type'] ?? 'application/octet-stream', lastModified: new Date() });
        res.writeHead(200, { etag: `"${objects.size}"` }).end();
        return;
      }
      if (req.method === 'DELETE') {
        objects.delete(id);
        res.writeHead(204).end();
        return;
      }
      const object = objects.get(id);
      if (!object) return sendError(res, 404, 'NoSuchKey', head);
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.data.byteLength,
        'last-modified': object.lastModified.toUTCString(),
        etag: `"${object.lastModified.getTime()}"`,
      });
      res.end(head ? undefined : object.data);
    })().catch(() => sendError(res, 500, 'InternalError', head));
  }, options);

  return { url, objects, close: () => closeServer(server) };
}

/** Makes a bucket on a running stand-in (or any S3-compatible server that needs no signature). */
export async function createS3StandinBucket(url: string, bucket: string): Promise<void> {
  const response = await fetch(`${url}/${bucket}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`Could not create bucket ${bucket}: ${response.status}`);
}
