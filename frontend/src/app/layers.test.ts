/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The repo's own ESLint config over a file that is never written to disk: proves the layer rule fires.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslintBin = resolve(repoRoot, 'node_modules/eslint/bin/eslint.js');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

function lint(filePath: string, code: string): LintMessage[] {
  const run = spawnSync(process.execPath, [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', filePath], {
    cwd: repoRoot,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: LintMessage[] }[];
  return result.messages;
}

const restricted = (messages: LintMessage[]) => messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');

describe('the frontend layer rule (eslint.config.js)', () => {
  it('refuses a feature importing another feature', () => {
    const messages = lint(
      'frontend/src/features/orders/components/Fixture.tsx',
      "import { MenuItemImage } from '../../menu/components/MenuItemImage';\nexport const used = MenuItemImage;\n",
    );
    expect(restricted(messages)).toEqual([expect.objectContaining({ message: expect.stringContaining('Features never import each other') })]);
  });

  it('refuses a feature importing the app, and shared code importing a feature', () => {
    expect(
      restricted(lint('frontend/src/features/menu/Fixture.ts', "import { routes } from '../../app/router/routes';\nexport const used = routes;\n")),
    ).toHaveLength(1);
    expect(
      restricted(
        lint('frontend/src/shared/Fixture.ts', "import { AdminPage } from '../features/admin/components/AdminPage';\nexport const used = AdminPage;\n"),
      ),
    ).toHaveLength(1);
  });

  it('refuses backend source in the frontend, by path or by package name; the contract is what both sides import', () => {
    const zone = expect.stringContaining('never backend source');
    expect(
      restricted(lint('frontend/src/features/menu/Fixture.ts', "import { ADMIN_SOCKET_RECHECK_MS } from '../../../../backend/src/infra/realtime/admin.gateway';\nexport const used = ADMIN_SOCKET_RECHECK_MS;\n")),
    ).toEqual([expect.objectContaining({ message: zone })]);
    expect(
      lint('frontend/src/shared/Fixture.ts', "import { formatPence } from '@walkden/backend/money';\nexport const used = formatPence;\n").filter((m) => m.ruleId === 'no-restricted-imports'),
    ).toEqual([expect.objectContaining({ message: zone })]);
    expect(lint('frontend/src/features/menu/Fixture.ts', "import { formatPence } from '@walkden/contract/money';\nexport const used = formatPence;\n")).toEqual([]);
  });

  it('lets a feature import shared code and the app import features', () => {
    expect(
      lint('frontend/src/features/orders/Fixture.ts', "import { formatPence } from '../../shared/money';\nexport const used = formatPence;\n"),
    ).toEqual([]);
    expect(
      lint('frontend/src/app/Fixture.ts', "import { MenuPage } from '../features/menu/components/MenuPage';\nexport const used = MenuPage;\n"),
    ).toEqual([]);
  });
});
