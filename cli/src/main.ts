#!/usr/bin/env node
import {
  AppConfig,
  AppException,
  ConfigError,
  createCliContext,
  DatabaseUnreachableError,
  migrateDatabase,
  redactUrl,
  revertLastMigration,
  seedDatabase,
  SettingsService,
  UsersService,
  withDataSource,
  type AccountSummary,
  type SeedReport,
} from '@walkden/backend/cli';
import { Command } from 'commander';

type CliContext = Awaited<ReturnType<typeof createCliContext>>;

/** Runs `work` inside the backend's application context, closing it afterwards. */
async function withContext<T>(work: (context: CliContext) => Promise<T>): Promise<T> {
  const context = await createCliContext();
  try {
    return await work(context);
  } finally {
    await context.close();
  }
}

const SEED_LABELS: Record<keyof SeedReport, string> = {
  categories: 'categories',
  menuItems: 'menu items',
  menuItemOptions: 'menu item options',
  openingTimes: 'opening days',
  openingSessions: 'opening sessions',
  timeSlots: 'time slots',
  settings: 'settings',
};

function describeUser(user: AccountSummary): string {
  const name = user.fullName ? ` (${user.fullName})` : '';
  return `${user.email}${name}: ${user.isAdmin ? 'Admin' : 'User'}`;
}

const program = new Command('walkden')
  .description('Operate the Walkden Kitchen backend: database, users and settings.')
  .showHelpAfterError();

program
  .command('db:migrate')
  .description('Create the database if it does not exist, then apply every pending migration')
  .action(async () => {
    const { databaseUrl } = new AppConfig();
    const applied = await migrateDatabase(databaseUrl);
    console.log(applied.length ? `Applied ${applied.join(', ')} to ${redactUrl(databaseUrl)}` : `${redactUrl(databaseUrl)} is up to date`);
  });

program
  .command('db:revert')
  .description('Revert the most recently applied migration')
  .action(async () => {
    const { databaseUrl } = new AppConfig();
    const reverted = await revertLastMigration(databaseUrl);
    console.log(reverted ? `Reverted ${reverted}` : 'No migration to revert');
  });

program
  .command('db:seed')
  .description('Seed the restaurant: menu (into an empty menu), opening times and sessions, time slots, settings. Safe to repeat.')
  .action(async () => {
    const { databaseUrl } = new AppConfig();
    const report = await withDataSource(databaseUrl, seedDatabase);
    const inserted = (Object.keys(SEED_LABELS) as (keyof SeedReport)[]).filter((part) => report[part] > 0);
    console.log(
      inserted.length ? `Seeded ${inserted.map((part) => `${report[part]} ${SEED_LABELS[part]}`).join(', ')}` : 'Nothing to seed: already seeded',
    );
  });

program
  .command('user:create')
  .description('Create a user with a confirmed e-mail (add --admin for an administrator)')
  .requiredOption('--email <email>', 'e-mail address')
  .requiredOption('--password <password>', 'password (at least 8 characters)')
  .option('--name <name>', 'full name')
  .option('--admin', 'make the user an administrator', false)
  .action(async (options: { email: string; password: string; name?: string; admin: boolean }) => {
    await withContext(async (context) => {
      const users = context.get(UsersService);
      const user = await users.createUser({
        email: options.email,
        password: options.password,
        fullName: options.name ?? null,
        isAdmin: options.admin,
        emailConfirmed: true,
      });
      const summary = await users.findAuthUser(user.id);
      console.log(`Created ${summary ? describeUser(summary) : user.email}`);
    });
  });

program
  .command('user:promote')
  .description('Make a user an administrator')
  .argument('<email>', 'e-mail address of the user')
  .action(async (email: string) => {
    await withContext(async (context) => console.log(describeUser(await context.get(UsersService).promoteUser(email))));
  });

program
  .command('user:demote')
  .description('Take the administrator role away from a user')
  .argument('<email>', 'e-mail address of the user')
  .action(async (email: string) => {
    await withContext(async (context) => console.log(describeUser(await context.get(UsersService).demoteUser(email))));
  });

program
  .command('settings:list')
  .description('List the business settings (money in pence)')
  .action(async () => {
    await withContext(async (context) => {
      const settings = await context.get(SettingsService).listSettings();
      const keyWidth = Math.max(...settings.map((setting) => setting.key.length));
      const valueWidth = Math.max(...settings.map((setting) => setting.value.length));
      for (const setting of settings) {
        const note = setting.isDefault ? `${setting.description} (default, not stored)` : setting.description;
        console.log(`${setting.key.padEnd(keyWidth)}  ${setting.value.padEnd(valueWidth)}  # ${note}`);
      }
    });
  });

program
  .command('settings:get')
  .description('Print the value of one setting')
  .argument('<key>', 'setting key, e.g. delivery_fee')
  .action(async (key: string) => {
    await withContext(async (context) => console.log((await context.get(SettingsService).getSetting(key)).value));
  });

program
  .command('settings:set')
  .description('Change a setting; the value is validated for its key (money in pence, booleans true/false)')
  .argument('<key>', 'setting key, e.g. delivery_fee')
  .argument('<value>', 'new value, e.g. 250')
  .action(async (key: string, value: string) => {
    await withContext(async (context) => {
      const setting = await context.get(SettingsService).setSetting(key, value);
      console.log(`${setting.key} = ${setting.value}`);
    });
  });

/** Expected failures print one clear line; anything else prints its stack. Both exit with 1. */
function report(error: unknown): void {
  if (error instanceof AppException || error instanceof DatabaseUnreachableError || error instanceof ConfigError) {
    console.error(`Error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}

await program.parseAsync(process.argv).catch(report);
