/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The restaurant's facts come from GET /api/restaurant (the backend's profile); no component may type them again.
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');
const FACTS = ['496 0123', '4960123', 'walkdenfriedchicken.co.uk', 'M28 3AX', 'Walkden Kitchen', '12345678', '123 4567 89'];
/** Tests and their fixtures stand in for the backend; schema.ts is generated from its OpenAPI examples. */
const exempt = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('test/') || path === 'api/schema.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe("the restaurant's facts", () => {
  it('are typed in no frontend source file', () => {
    const files = sourceFiles(SRC).map((file) => relative(SRC, file));
    expect(files.length).toBeGreaterThan(50);
    const found = files
      .filter((file) => !exempt(file))
      .flatMap((file) => {
        const text = readFileSync(join(SRC, file), 'utf8');
        return FACTS.filter((fact) => text.includes(fact)).map((fact) => `${file}: ${fact}`);
      });
    expect(found).toEqual([]);
  });
});
