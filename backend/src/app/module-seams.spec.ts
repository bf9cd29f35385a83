import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Each table has one owning module: only that module's code names it in SQL or in a query builder;
 * every other module asks the owner's service (OrdersService.countSlotHolding, BookingsService.liveBookingsOn,
 * MailService.failedEmailsFor, ...). A new status then changes one module's constants, not SQL in three.
 */
const TABLE_OWNERS: Record<string, string> = {
  users: 'accounts',
  profiles: 'accounts',
  sessions: 'accounts',
  oauth_identities: 'accounts',
  auth_tokens: 'accounts',
  second_factors: 'accounts',
  recovery_codes: 'accounts',
  audit_log: 'audit',
  bookings: 'bookings',
  categories: 'menu',
  menu_items: 'menu',
  menu_item_options: 'menu',
  menu_choice_groups: 'menu',
  menu_choices: 'menu',
  orders: 'orders',
  order_items: 'orders',
  order_idempotency_keys: 'orders',
  cart_items: 'orders',
  deleted_orders: 'orders',
  opening_times: 'scheduling',
  opening_sessions: 'scheduling',
  time_slots: 'scheduling',
  days_off: 'scheduling',
  global_settings: 'settings',
  site_visits: 'analytics',
  visit_days: 'analytics',
  visit_day_pages: 'analytics',
  visit_day_sources: 'analytics',
  email_outbox: 'mail',
  payment_events: 'payments',
  order_prints: 'orders',
  order_refunds: 'orders',
  order_push_subscriptions: 'orders',
  tip_payouts: 'orders',
  busy_mode: 'scheduling',
  kitchen_stations: 'menu',
  order_station_uses: 'orders',
};

const SRC = fileURLToPath(new URL('..', import.meta.url));
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const CLI_SRC = join(REPO, 'cli', 'src');

/**
 * Every folder whose code could name a table: the modules and infra, and the code that composes them
 * (app/, including the seed), the dev stand-ins and the CLI. None of the last three owns a table.
 */
const SCANNED_ROOTS = [join(SRC, 'modules'), join(SRC, 'infra'), join(SRC, 'app'), join(SRC, 'dev'), CLI_SRC];

/** modules/<name>/... belongs to <name>; infra/<name>/... to <name> (mail and payments own their tables); app, dev, cli own none. */
function ownerOf(file: string): string {
  if (!relative(CLI_SRC, file).startsWith('..')) return 'cli';
  const [layer, name] = relative(SRC, file).split(sep);
  return layer === 'modules' || layer === 'infra' ? name : layer;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['entities', 'migrations', 'testing'].includes(entry.name) ? [] : walk(path);
    return entry.name.endsWith('.ts') && !/\.(spec|int-spec|test-factory)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Entity class name → table, from every `@Entity('table') ... export class Name`. */
function entityTables(): Map<string, string> {
  const tables = new Map<string, string>();
  const entityFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? entityFiles(join(dir, entry.name)) : entry.name.endsWith('.entity.ts') ? [join(dir, entry.name)] : [],
    );
  for (const file of [...entityFiles(join(SRC, 'modules')), ...entityFiles(join(SRC, 'infra'))]) {
    for (const match of readFileSync(file, 'utf8').matchAll(/@Entity\('([a-z_]+)'\)[\s\S]*?export class (\w+)/g)) tables.set(match[2], match[1]);
  }
  return tables;
}

const SQL_STATEMENT = /\b(SELECT|INSERT|UPDATE|DELETE|WITH)\b/;
const SQL_TABLE = /\b(?:JOIN|INTO|UPDATE|TABLE)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
// FROM and USING take a list: `FROM a x, b AS y` and `DELETE FROM a USING b, c` (a USING (column) join names no table).
const TABLE_ITEM = String.raw`(?:ONLY\s+)?"?[a-z_][a-z0-9_]*"?(?:\s+(?:AS\s+)?[a-z_][a-z0-9_]*)?`;
const SQL_TABLE_LIST = new RegExp(String.raw`\b(?:FROM|USING)\s+(${TABLE_ITEM}(?:\s*,\s*${TABLE_ITEM})*)`, 'gi');

/** The tables a SQL string names (lower-cased), as far as these patterns see them. */
export function sqlTables(sql: string): Set<string> {
  const tables = [...sql.matchAll(SQL_TABLE)].map((match) => match[1]);
  for (const [, list] of sql.matchAll(SQL_TABLE_LIST)) {
    for (const item of list.split(',')) tables.push(/^\s*(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)/i.exec(item)![1]);
  }
  return new Set(tables.map((table) => table.toLowerCase()));
}

/** A table another module owns, named in a file's SQL strings or handed to a repository or query builder. */
export interface ForeignTableUse {
  file: string;
  line: number;
  table: string;
  owner: string;
  via: 'sql' | 'query builder';
}

export function foreignTableUses(file: string, code: string, owner: string, entities: Map<string, string>): ForeignTableUse[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const uses: ForeignTableUse[] = [];
  const report = (node: ts.Node, table: string, via: ForeignTableUse['via']): void => {
    const tableOwner = TABLE_OWNERS[table];
    if (tableOwner && tableOwner !== owner) uses.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, table, owner: tableOwner, via });
  };
  const visit = (node: ts.Node): void => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? ');
    if (text !== null && SQL_STATEMENT.test(text)) {
      for (const table of sqlTables(text)) report(node, table, 'sql');
    }
    if (ts.isCallExpression(node)) {
      for (const argument of node.arguments) {
        // getRepository(Order), createQueryBuilder(Booking, 'b'), manager.find(Profile, ...), .from('orders', 'o')
        if (ts.isIdentifier(argument) && entities.has(argument.text)) report(argument, entities.get(argument.text)!, 'query builder');
        if (ts.isStringLiteral(argument) && argument.text in TABLE_OWNERS && ts.isPropertyAccessExpression(node.expression) && ['from', 'into', 'update', 'delete', 'innerJoin', 'leftJoin'].includes(node.expression.name.text)) {
          report(argument, argument.text, 'query builder');
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

describe('table ownership', () => {
  const entities = entityTables();

  it('assigns every table an entity declares to one module', () => {
    expect([...new Set(entities.values())].sort()).toEqual(Object.keys(TABLE_OWNERS).sort());
  });

  it('finds no SQL string or query builder naming a table another module owns, in modules, infra, app, dev or the CLI', () => {
    const files = SCANNED_ROOTS.flatMap((root) => walk(root));
    expect(files.length).toBeGreaterThan(100);
    expect(files.map((file) => relative(REPO, file))).toEqual(expect.arrayContaining(['backend/src/app/seed/seed.ts', 'backend/src/dev/stripe-standin.ts', 'cli/src/main.ts']));
    const uses = files.flatMap((file) => foreignTableUses(relative(REPO, file), readFileSync(file, 'utf8'), ownerOf(file), entities));
    expect(uses.map((use) => `${use.file}:${use.line} names ${use.table} (owned by ${use.owner}) in ${use.via}`)).toEqual([]);
  });

  it('treats app, dev and CLI code as owning no table', () => {
    expect([join(SRC, 'app/seed/seed.ts'), join(SRC, 'dev/stripe-standin.ts'), join(CLI_SRC, 'main.ts'), join(SRC, 'modules/menu/menu-seed.ts')].map(ownerOf)).toEqual([
      'app',
      'dev',
      'cli',
      'menu',
    ]);
  });

  it('catches raw SQL, template SQL and query builders over another module\'s table, and lets a module use its own', () => {
    const code = [
      "const COLUMNS = `p.id, (SELECT count(*) FROM orders o WHERE o.user_id = p.user_id) AS n`;",
      'const q = (status: string) => dataSource.query(`SELECT * FROM bookings WHERE status = ${status}`);',
      "const r = manager.getRepository(Order).find();",
      "const s = dataSource.createQueryBuilder().select('x').from('email_outbox', 'm');",
      "const own = dataSource.query('SELECT id FROM profiles p JOIN sessions s ON s.user_id = p.user_id');",
      "const prose = 'Choose a time from orders of the day';",
      "const comma = dataSource.query('SELECT o.id FROM profiles p, orders o WHERE o.user_id = p.user_id');",
      "const commaAs = dataSource.query('SELECT 1 FROM sessions AS s, \"email_outbox\" AS m, users');",
      "const using = dataSource.query('DELETE FROM sessions s USING bookings b WHERE b.user_id = s.user_id');",
      "const usingColumn = dataSource.query('SELECT 1 FROM profiles JOIN sessions USING (user_id) ORDER BY created_at, id');",
    ].join('\n');
    const uses = foreignTableUses('modules/accounts/fixture.ts', code, 'accounts', entities);
    expect(uses.map((use) => [use.line, use.table, use.via])).toEqual([
      [1, 'orders', 'sql'],
      [2, 'bookings', 'sql'],
      [3, 'orders', 'query builder'],
      [4, 'email_outbox', 'query builder'],
      [7, 'orders', 'sql'],
      [8, 'email_outbox', 'sql'],
      [9, 'bookings', 'sql'],
    ]);
  });
});

/** Which modules each module's files import (type imports included), from their relative import paths. */
function moduleImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of walk(join(SRC, 'modules'))) {
    const from = ownerOf(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const [layer, to] = relative(SRC, join(file, '..', match[1])).split(sep);
      if (layer === 'modules' && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** A path that leads from a module back to itself, or null. */
export function importCycle(graph: Map<string, Set<string>>): string[] | null {
  const visit = (path: string[]): string[] | null => {
    for (const next of graph.get(path[path.length - 1]) ?? []) {
      if (path.includes(next)) return [...path.slice(path.indexOf(next)), next];
      const found = visit([...path, next]);
      if (found) return found;
    }
    return null;
  };
  for (const start of graph.keys()) {
    const found = visit([start]);
    if (found) return found;
  }
  return null;
}

/**
 * What a module offers the others: its services (and the types they answer with), its Nest modules,
 * and the interfaces it declares for others to implement. Besides these, accounts lends its route
 * decorators, and an entity may name another module's entity to declare a foreign key (the schema's rule).
 */
const OFFERED_FILES = new Set(['accounts/account-ports.ts', 'accounts/guards/auth.decorators.ts', 'scheduling/schedule-demand.ts']);

export function isOfferedImport(importer: string, target: string): boolean {
  if (/\.(service|module)\.ts$/.test(target) || OFFERED_FILES.has(target)) return true;
  return /\/entities\/[^/]+\.entity\.ts$/.test(importer) && /\/entities\/[^/]+\.entity\.ts$/.test(target);
}

/** Each import of another module's file that is not one it offers: `importer -> target`, paths under modules/. */
export function unofferedImports(importer: string, code: string): string[] {
  const from = importer.split('/')[0];
  return [...code.matchAll(/from '(\.{1,2}\/[^']+)'/g)].flatMap((match) => {
    const target = relative(join(SRC, 'modules'), join(SRC, 'modules', importer, '..', match[1])).split(sep).join('/').replace(/\.js$/, '.ts');
    if (target.startsWith('..') || target.split('/')[0] === from) return [];
    return isOfferedImport(importer, target) ? [] : [`${importer} -> ${target}`];
  });
}

describe('module imports', () => {
  it('reach another module only through what it offers: its services, its Nest modules, its declared interfaces', () => {
    const modulesRoot = join(SRC, 'modules');
    const files = walk(modulesRoot);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => unofferedImports(relative(modulesRoot, file).split(sep).join('/'), readFileSync(file, 'utf8')))).toEqual([]);
  });

  it("catches an import of another module's domain, dto or repository file, and lets entities name each other", () => {
    const code = [
      "import { unitPriceFor } from '../../menu/domain/pricing.js';",
      "import { PageQueryDto } from '../../accounts/dto/admin-users.dto.js';",
      "import { MenuRepository } from '../../menu/menu.repository.js';",
      "import { MenuService } from '../../menu/menu.service.js';",
      "import { MenuModule } from '../../menu/menu.module.js';",
      "import { StaffRoute } from '../../accounts/guards/auth.decorators.js';",
      "import { User } from '../../accounts/entities/user.entity.js';",
      "import { planOrder } from './domain/order-plan.js';",
    ].join('\n');
    expect(unofferedImports('orders/cart/cart.service.ts', code)).toEqual([
      'orders/cart/cart.service.ts -> menu/domain/pricing.ts',
      'orders/cart/cart.service.ts -> accounts/dto/admin-users.dto.ts',
      'orders/cart/cart.service.ts -> menu/menu.repository.ts',
      'orders/cart/cart.service.ts -> accounts/entities/user.entity.ts',
    ]);
    expect(unofferedImports('orders/entities/order.entity.ts', "import { User } from '../../accounts/entities/user.entity.js';")).toEqual([]);
  });

  it('form no cycle: a module that would import one importing it declares an interface the other implements', () => {
    const graph = moduleImports();
    expect(graph.get('orders')).toContain('scheduling');
    expect(importCycle(graph)).toBeNull();
  });

  it('a cycle is found', () => {
    expect(importCycle(new Map([['accounts', new Set(['audit'])], ['audit', new Set(['accounts'])]]))).toEqual(['accounts', 'audit', 'accounts']);
  });
});
