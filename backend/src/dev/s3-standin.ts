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

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** ListObjectsV2 over the keys of one bucket: prefix, max-keys and a continuation token (the last key sent). */
function listObjects(res: ServerResponse, bucket: string, objects: Map<string, StoredObject>, query: URLSearchParams): void {
  const prefix = query.get('prefix') ?? '';
  const maxKeys = Math.min(Number(query.get('max-keys') ?? 1000) || 1000, 1000);
  const after = query.get('continuation-token') ?? query.get('start-after') ?? '';
  const keys = [...objects.keys()]
    .filter((id) => id.startsWith(`${bucket}/`))
    .map((id) => id.slice(bucket.length + 1))
    .filter((key) => key.startsWith(prefix) && key > after)
    .sort();
  const page = keys.slice(0, maxKeys);
  const truncated = keys.length > page.length;
  const contents = page
    .map((key) => {
      const object = objects.get(`${bucket}/${key}`)!;
      return `<Contents><Key>${escapeXml(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>"${object.lastModified.getTime()}"</ETag><Size>${object.data.byteLength}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    })
    .join('');
  const body =
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix>` +
    `<KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
    (truncated ? `<NextContinuationToken>${escapeXml(page[page.length - 1])}</NextContinuationToken>` : '') +
    `${contents}</ListBucketResult>`;
  res.writeHead(200, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) }).end(body);
}

async function readBytes(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A tiny S3-compatible server in memory, path-style only (http://host/bucket/key): CreateBucket,
 * PutObject, GetObject, HeadObject and DeleteObject, which is all the image store uses, and
 * ListObjectsV2, which the database backups use to prune old ones. Signatures are not checked.
 * For tests and local runs of STORAGE_DRIVER=s3 without MinIO.
 */
export async function startS3Standin(options: ListenOptions = { port: 0 }): Promise<S3Standin> {
  const buckets = new Set<string>();
  const objects = new Map<string, StoredObject>();

  const { server, url } = await listen((req, res) => {
    const requestUrl = new URL(req.url ?? '/', 'http://s3');
    const path = decodeURIComponent(requestUrl.pathname).replace(/^\//, '');
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
        if (req.method === 'GET' && buckets.has(bucket) && requestUrl.searchParams.get('list-type') === '2') return listObjects(res, bucket, objects, requestUrl.searchParams);
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
