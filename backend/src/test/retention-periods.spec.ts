// The retention periods are configuration (AppConfig, .env.example, the k8s ConfigMap) and are
// promised to customers (the privacy policy) and to operators (docs/operations.md): all must agree.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { AppConfig } from '../infra/config/app-config.js';
import { TIP_RECORDS_RETENTION_YEARS } from '../modules/orders/domain/tips.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const dotenv = (name: string): string | undefined => new RegExp(`^${name}=(.*)$`, 'm').exec(read('.env.example'))?.[1];
/** Text with JSX line breaks and indentation folded to single spaces. */
const prose = (path: string): string => read(path).replace(/\s+/g, ' ');

describe('retention periods', () => {
  const defaults = new AppConfig({});
  const configMap = (parse(read('k8s/base/configmap.yaml')) as { data: Record<string, string> }).data;

  it('are the same in AppConfig, .env.example and the ConfigMap', () => {
    expect(Number(dotenv('VISITS_RETENTION_MONTHS'))).toBe(defaults.visitsRetentionMonths);
    expect(Number(dotenv('PAYMENT_EVENTS_RETENTION_DAYS'))).toBe(defaults.paymentEventsRetentionDays);
    expect(Number(configMap.VISITS_RETENTION_MONTHS)).toBe(defaults.visitsRetentionMonths);
    expect(Number(configMap.PAYMENT_EVENTS_RETENTION_DAYS)).toBe(defaults.paymentEventsRetentionDays);
  });

  it('are the ones the privacy policy states', () => {
    const policy = prose('frontend/src/features/legal/PrivacyPolicyPage.tsx');
    expect(policy).toContain(`Visit logs are deleted after ${defaults.visitsRetentionMonths} months`);
    expect(policy).toContain(`sends us after ${defaults.paymentEventsRetentionDays} days`);
    expect(policy).toContain('expired sign-in sessions and sign-in links every night');
    // Nothing purges orders: the policy says they are kept, and names the legal minimum.
    expect(policy).toContain('Order records, with the e-mails we sent about them, are kept');
    expect(policy).toContain(`record of tips paid to drivers are kept for ${TIP_RECORDS_RETENTION_YEARS} years after the month of the order`);
  });

  it('are the ones the cookie notice states', () => {
    const notice = prose('frontend/src/features/consent/CookieNotice.tsx');
    expect(notice).toContain(`with your IP address and browser for ${defaults.visitsRetentionMonths} months`);
  });

  it('are the ones docs/operations.md states', () => {
    const docs = prose('docs/operations.md');
    expect(docs).toContain(`site visits older than \`VISITS_RETENTION_MONTHS\` (${defaults.visitsRetentionMonths} months)`);
    expect(docs).toContain(`payment events older than \`PAYMENT_EVENTS_RETENTION_DAYS\` (${defaults.paymentEventsRetentionDays} days)`);
    expect(docs).toContain(`tip records ${TIP_RECORDS_RETENTION_YEARS} years after their month ends`);
  });
});
