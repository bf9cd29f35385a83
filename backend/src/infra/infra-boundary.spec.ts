import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The repository's own eslint.config.js, run on code that is never written to disk (so without the
// typed rules, whose type information needs the file in the backend's program).
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } }, rules: { '@typescript-eslint/no-floating-promises': 'off' } },
});

async function restrictedImports(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the infra boundary lint rule', () => {
  it('refuses an infra file importing a module, as the code writes such imports', async () => {
    const messages = await restrictedImports(
      "import { SessionsService } from '../../modules/accounts/sessions.service.js';\nexport const uses = SessionsService;\n",
      'backend/src/infra/realtime/fixture.ts',
    );
    expect(messages).toEqual([expect.stringContaining('infra/ must not import modules/')]);
  });

  it('refuses type-only imports and re-exports from a module, and imports of the app, at any depth', async () => {
    const code = [
      "import type { OrderStatus } from '../../../modules/orders/entities/order.entity.js';",
      "export { MenuService } from '../../modules/menu/menu.service.js';",
      "import { ALL_ENTITIES } from '../../app/entities.js';",
      'export type S = OrderStatus;',
      'export const e = ALL_ENTITIES;',
      '',
    ].join('\n');
    await expect(restrictedImports(code, 'backend/src/infra/database/seed/fixture.ts')).resolves.toHaveLength(3);
  });

  it('lets infra import infra, and lets modules import infra and other modules', async () => {
    await expect(restrictedImports("import { AppConfig } from '../config/app-config.js';\nexport const c = AppConfig;\n", 'backend/src/infra/realtime/fixture.ts')).resolves.toEqual([]);
    await expect(
      restrictedImports(
        "import { DomainEvents } from '../../infra/events/domain-events.service.js';\nimport { SessionsService } from '../accounts/sessions.service.js';\nexport const x = [DomainEvents, SessionsService];\n",
        'backend/src/modules/menu/fixture.ts',
      ),
    ).resolves.toEqual([]);
  });
});
