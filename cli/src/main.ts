#!/usr/bin/env node
import {
  AppConfig,
  AppException,
  ROLE_LABELS,
  backupDatabase,
  ConfigError,
  createCliContext,
  DatabaseUnreachableError,
  FailedEmailsService,
  FailedJobsService,
  migrateDatabase,
  OrdersExportService,
  parseRole,
  QueueName,
  redactUrl,
  restoreDatabase,
  revertLastMigration,
  runDoctor,
  seedDatabase,
  SettingsService,
  TwoStepResetService,
  UsersService,
  VisitRollupsService,
  VisitsRetentionService,
  withDataSource,
  type AccountSummary,
  type Role,
  type FailedEmail,
  type SeedReport,
} from '@walkden/backend/cli';
import { Command, InvalidArgumentError, Option } from 'commander';
import { writeFile } from 'node:fs/promises';
import { CliInputError, PASSWORD_ON_COMMAND_LINE, readNewPassword } from './read-password.js';

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
  choiceGroups: 'choice groups',
  kitchenStations: 'kitchen stations',
  openingTimes: 'opening days',
  openingSessions: 'opening sessions',
  timeSlots: 'time slots',
  settings: 'settings',
};

function describeUser(user: AccountSummary): string {
  const name = user.fullName ? ` (${user.fullName})` : '';
  return `${user.email}${name}: ${ROLE_LABELS[user.role]}`;
}

/** customer, staff, admin (or administrator). */
function parseRoleArgument(raw: string): Role {
  const role = parseRole(raw);
  if (!role) throw new InvalidArgumentError('Give customer, staff or admin.');
  return role;
}

const program = new Command('walkden')
  .description('Operate the Walkden Kitchen backend: database, users, settings, exports, queues, e-mail and health.')
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

/** Whole numbers only: commander hands over text, and "14 days" must not become 14. */
function parseCount(raw: string): number {
  if (!/^\d+$/.test(raw)) throw new InvalidArgumentError('Give a whole number.');
  return Number(raw);
}

program
  .command('db:backup')
  .description('Back up the database with pg_dump (custom format, compressed) to a file or to S3; pg_dump must be on PATH, as new as the server')
  .addOption(new Option('--out <place>', 'a file, a folder, or s3://bucket/key (a key ending in / is a folder); default: walkden-<UTC time>.dump here').conflicts('s3'))
  .option('--s3', 'into the backups/ folder of S3_BUCKET (the S3_* settings of the menu images)', false)
  .option('--keep <count>', 'S3 only: then delete the oldest backups in that folder beyond this many', parseCount)
  .action(async (options: { out?: string; s3: boolean; keep?: number }) => {
    const config = new AppConfig();
    const report = await backupDatabase(config, options);
    console.log(`Backed up ${redactUrl(config.databaseUrl)} to ${report.location} (${(report.bytes / 1024).toFixed(0)} KiB in ${report.seconds} s)`);
    if (report.pruned.length > 0) console.log(`Deleted ${report.pruned.length} older backup${report.pruned.length === 1 ? '' : 's'}: ${report.pruned.join(', ')}`);
  });

program
  .command('db:restore')
  .description('Restore a db:backup archive into the (empty) database of DATABASE_URL with pg_restore, in one transaction')
  .argument('[source]', 'a file, s3://bucket/key, s3://bucket/folder/ (its newest backup), or with --s3 a backup name')
  .option('--s3', 'from the backups/ folder of S3_BUCKET: the newest, or the one named', false)
  .option('--force', 'restore into a database that is not empty, replacing the objects the backup holds (stop the api and worker first)', false)
  .action(async (source: string | undefined, options: { s3: boolean; force: boolean }) => {
    const report = await restoreDatabase(new AppConfig(), { source, ...options });
    console.log(`Restored ${report.location} into ${report.database} in ${report.seconds} s; run db:migrate if the backup is older than this release`);
  });

program
  .command('user:create')
  .description('Create a user with a confirmed e-mail (add --admin for an administrator). The password is asked for (not echoed) in a terminal, else read from the first line of standard input')
  .requiredOption('--email <email>', 'e-mail address')
  .option('--name <name>', 'full name')
  .option('--admin', 'make the user an administrator', false)
  // Refused with the reason rather than reported as an unknown option.
  .addOption(new Option('--password <password>').hideHelp())
  .action(async (options: { email: string; password?: string; name?: string; admin: boolean }) => {
    if (options.password !== undefined) throw new CliInputError(PASSWORD_ON_COMMAND_LINE);
    const password = await readNewPassword();
    await withContext(async (context) => {
      const users = context.get(UsersService);
      users.assertAcceptablePassword(password, options.email);
      const user = await users.createUser({
        email: options.email,
        password,
        fullName: options.name ?? null,
        isAdmin: options.admin,
        emailConfirmed: true,
      });
      const summary = await users.findAuthUser(user.id);
      console.log(`Created ${summary ? describeUser(summary) : user.email}`);
    });
  });

program
  .command('user:role')
  .description('Set a user\'s role: customer, staff or admin. Ends their sessions; audited as "cli"; the last administrator keeps the role')
  .argument('<email>', 'e-mail address of the user')
  .argument('<role>', 'customer, staff or admin', parseRoleArgument)
  .action(async (email: string, role: Role) => {
    await withContext(async (context) => console.log(describeUser(await context.get(UsersService).setUserRoleByEmail(email, role))));
  });

program
  .command('user:reset-two-step')
  .description(
    'Remove every passkey, authenticator app and recovery code of a user who lost them all. Ends their sessions; audited as "cli". ' +
      'They sign in with their password or an e-mailed link and enrol again',
  )
  .argument('<email>', 'e-mail address of the user')
  .action(async (email: string) => {
    await withContext(async (context) => {
      const { factorsRemoved } = await context.get(TwoStepResetService).resetTwoStep(email);
      console.log(`Two-step sign-in reset for ${email.trim().toLowerCase()}: ${factorsRemoved} factor${factorsRemoved === 1 ? '' : 's'} and every recovery code removed, every session ended.`);
    });
  });

// The older spellings, kept so that runbooks written before roles still work.
program
  .command('user:promote')
  .description('Same as user:role EMAIL admin')
  .argument('<email>', 'e-mail address of the user')
  .action(async (email: string) => {
    await withContext(async (context) => console.log(describeUser(await context.get(UsersService).setUserRoleByEmail(email, 'administrator'))));
  });

program
  .command('user:demote')
  .description('Same as user:role EMAIL customer')
  .argument('<email>', 'e-mail address of the user')
  .action(async (email: string) => {
    await withContext(async (context) => console.log(describeUser(await context.get(UsersService).setUserRoleByEmail(email, 'customer'))));
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

program
  .command('orders:export')
  .description('Export the orders placed on the given days (Europe/London, inclusive) as CSV, money in pounds')
  .requiredOption('--from <date>', 'first day, YYYY-MM-DD')
  .requiredOption('--to <date>', 'last day, YYYY-MM-DD')
  .option('--out <file>', 'write the CSV to this file instead of standard output')
  .action(async (options: { from: string; to: string; out?: string }) => {
    await withContext(async (context) => {
      const { csv, count } = await context.get(OrdersExportService).exportOrdersCsv(options.from, options.to);
      if (options.out) await writeFile(options.out, csv);
      else process.stdout.write(csv);
      // The count goes to standard error so that standard output stays pure CSV.
      console.error(`Exported ${count} order${count === 1 ? '' : 's'} placed ${options.from} to ${options.to}${options.out ? ` to ${options.out}` : ''}`);
    });
  });

program
  .command('visits:purge')
  .description('Delete the site visits older than VISITS_RETENTION_MONTHS (13 by default)')
  .action(async () => {
    await withContext(async (context) => {
      const { cutoff, deleted } = await context.get(VisitsRetentionService).purgeOldVisits();
      console.log(`Deleted ${deleted} site visit${deleted === 1 ? '' : 's'} from before ${cutoff.toISOString()}`);
    });
  });

program
  .command('visits:roll-up')
  .description("Count each finished London day's visits for the Visits charts now (the worker does it every hour)")
  .action(async () => {
    await withContext(async (context) => {
      const { days } = await context.get(VisitRollupsService).rollUpFinishedDays();
      console.log(days.length === 0 ? 'Every finished day is already counted' : `Counted the visits of ${days.length} day${days.length === 1 ? '' : 's'}, ${days[0]} to ${days.at(-1)}`);
    });
  });

program
  .command('queue:retry-failed')
  .description('Move the failed jobs of every queue (or of one) back to waiting, so that the worker runs them again')
  .addOption(new Option('--queue <name>', 'only this queue').choices(Object.values(QueueName)))
  .action(async (options: { queue?: QueueName }) => {
    await withContext(async (context) => {
      for (const { queue, retried } of await context.get(FailedJobsService).retryFailedJobs(options.queue)) {
        console.log(`${queue}: ${retried} failed job${retried === 1 ? '' : 's'} retried`);
      }
    });
  });

function describeFailedEmail(email: FailedEmail): string {
  return `${email.id}  ${email.failedAt.toISOString()}  ${email.kind} to ${email.to} after ${email.attempts} attempt${email.attempts === 1 ? '' : 's'}: ${email.lastError ?? 'no error recorded'}`;
}

program
  .command('mail:failed')
  .description('List the e-mails the worker gave up on; --resend <id> or --all sends them again')
  .addOption(new Option('--resend <id>', 'send this failed e-mail again').conflicts('all'))
  .option('--all', 'send every failed e-mail again', false)
  .action(async (options: { resend?: string; all: boolean }) => {
    await withContext(async (context) => {
      const failedEmails = context.get(FailedEmailsService);
      if (options.resend) {
        await failedEmails.resendFailedEmail(options.resend);
        console.log(`Queued ${options.resend} again`);
      } else if (options.all) {
        const count = await failedEmails.resendAllFailedEmails();
        console.log(`Queued ${count} failed e-mail${count === 1 ? '' : 's'} again`);
      } else {
        const failed = await failedEmails.listFailedEmails();
        if (failed.length === 0) console.log('No failed e-mails');
        for (const email of failed) console.log(describeFailedEmail(email));
      }
    });
  });

program
  .command('doctor')
  .description('Check the configuration and whether PostgreSQL, Redis, the SMTP server and Stripe answer; exit 1 if anything is wrong')
  .action(async () => {
    const checks = await runDoctor();
    const width = Math.max(...checks.map((check) => check.name.length));
    for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'}  ${check.name.padEnd(width)}  ${check.detail}`);
    const failed = checks.filter((check) => !check.ok);
    if (failed.length > 0) {
      console.log(`${failed.length} problem${failed.length === 1 ? '' : 's'}: ${failed.map((check) => check.name).join(', ')}`);
      process.exitCode = 1;
    }
  });

/** Expected failures print one clear line; anything else prints its stack. Both exit with 1. */
function report(error: unknown): void {
  if (error instanceof AppException || error instanceof DatabaseUnreachableError || error instanceof ConfigError || error instanceof CliInputError) {
    console.error(`Error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}

await program.parseAsync(process.argv).catch(report);
