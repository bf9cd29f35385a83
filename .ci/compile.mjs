// Compiles a workspace's TypeScript (src → dist) with swc, the same compiler and options that run
// the sources in the tests (Jest's transform and backend/src/test/swc-loader), in a few seconds
// rather than tsc's twenty. It only strips types: `make test` type-checks with tsc (npm run typecheck).
//
//   node .ci/compile.mjs backend   src → dist without tests, then the e-mail templates
//   node .ci/compile.mjs cli
//   node .ci/compile.mjs contract   the import-free files both sides share; the backend and the cli run their build
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import swc from '@swc/core';
import { SWC_OPTIONS } from '../backend/swc-options.js';

const OPTIONS = { ...SWC_OPTIONS, sourceMaps: true };

const workspace = process.argv[2];
if (!['backend', 'cli', 'contract'].includes(workspace)) {
  console.error('usage: node .ci/compile.mjs backend|cli|contract');
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..', workspace);
const src = join(root, 'src');
const dist = join(root, 'dist');

/** What tsconfig.build.json leaves out: specs and the test harness. */
const isTestOnly = (path) => /\.(int-)?spec\.ts$/.test(path) || relative(src, path).split('/')[0] === 'test';

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !isTestOnly(path) ? [path] : [];
  });
}

rmSync(dist, { recursive: true, force: true });
const files = sources(src);
await Promise.all(
  files.map(async (file) => {
    const out = join(dist, relative(src, file)).replace(/\.ts$/, '.js');
    const { code, map } = await swc.transformFile(file, { ...OPTIONS, filename: file, sourceFileName: relative(dirname(out), file) });
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${code}\n//# sourceMappingURL=${out.split('/').at(-1)}.map\n`);
    if (map) writeFileSync(`${out}.map`, map);
  }),
);
if (workspace === 'backend') cpSync(join(src, 'infra/mail/templates'), join(dist, 'infra/mail/templates'), { recursive: true });
console.log(`${workspace}: compiled ${files.length} files to ${relative(process.cwd(), dist) || dist}`);
