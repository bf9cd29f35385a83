import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenAPIObject } from '@nestjs/swagger';
import { createOpenApiDocumentOffline } from './openapi.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** `redocly lint` (recommended rules, the CLI's default) over the document the api serves. */
function lint(document: OpenAPIObject): LintProblem[] {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const result = spawnSync(process.execPath, [join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', file, '--extends', 'recommended', '--format', 'json'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      timeout: 60_000,
    });
    const json = result.stdout.slice(result.stdout.indexOf('{'));
    if (!json) throw new Error(`redocly lint printed no report: ${result.stderr}`);
    return (JSON.parse(json) as { problems: LintProblem[] }).problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Operations = [string, { summary?: string; security?: Record<string, string[]>[]; responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }> }][];

function operations(document: OpenAPIObject): Operations {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, unknown>)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as Operations[number]),
  );
}

describe('the OpenAPI document (/api/docs/openapi.json)', () => {
  let document: OpenAPIObject;
  beforeAll(async () => {
    document = await createOpenApiDocumentOffline();
  });

  it("passes Redocly's recommended rules with no error and no warning", () => {
    expect(lint(document).map((problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`)).toEqual([]);
  });

  it('describes the session cookie and the CSRF header, and asks for the header on every unsafe method but the webhook', () => {
    expect(document.components?.securitySchemes).toMatchObject({ session: { type: 'apiKey', in: 'cookie', name: 'sid' }, csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' } });
    const byName = new Map(operations(document));
    expect(byName.get('POST /api/orders')?.security).toEqual([{ session: [], csrf: [] }]);
    expect(byName.get('GET /api/orders')?.security).toEqual([{ session: [] }]);
    expect(byName.get('GET /api/admin/orders/day')?.security).toEqual([{ session: [] }]);
    expect(byName.get('POST /api/auth/sign-in')?.security).toEqual([{ csrf: [] }]);
    expect(byName.get('GET /api/menu')?.security).toEqual([]);
    expect(byName.get('POST /api/payments/webhook')?.security).toEqual([{ stripeSignature: [] }]);
    expect(byName.get('POST /api/auth/sign-in')?.responses['403']).toBeDefined();
  });

  it('gives every operation a summary, and every 4xx answer the one error shape', () => {
    for (const [name, operation] of operations(document)) {
      expect({ name, summary: operation.summary?.trim() || undefined }).toEqual({ name, summary: expect.any(String) });
      for (const [status, response] of Object.entries(operation.responses).filter(([status]) => status.startsWith('4'))) {
        expect({ name, status, schema: response.content?.['application/json']?.schema.$ref }).toEqual({ name, status, schema: '#/components/schemas/ErrorResponseDto' });
      }
    }
  });
});
