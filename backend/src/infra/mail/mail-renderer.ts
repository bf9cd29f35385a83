import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const TEMPLATES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'templates');

/** Formats integer pence as pounds: 1250 -> "£12.50". */
export function formatPence(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/**
 * Renders templates/<kind>/{subject,html,text}.hbs with shared partials, in strict mode so that a
 * missing field fails loudly instead of sending an e-mail with a blank in it.
 */
export class MailRenderer {
  private readonly handlebars = Handlebars.create();
  private readonly cache = new Map<string, { subject: HandlebarsTemplateDelegate; html: HandlebarsTemplateDelegate; text: HandlebarsTemplateDelegate }>();

  constructor(private readonly dir: string = TEMPLATES_DIR) {
    const partials = join(dir, 'partials');
    if (existsSync(partials)) {
      for (const file of readdirSync(partials).filter((name) => name.endsWith('.hbs'))) {
        this.handlebars.registerPartial(file.replace(/\.hbs$/, ''), readFileSync(join(partials, file), 'utf8'));
      }
    }
    this.handlebars.registerHelper('money', (pence: number) => formatPence(pence));
    this.handlebars.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  }

  kinds(): string[] {
    return readdirSync(this.dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'partials')
      .map((entry) => entry.name);
  }

  render(kind: string, data: Record<string, unknown>): RenderedEmail {
    let compiled = this.cache.get(kind);
    if (!compiled) {
      const load = (part: string) => {
        const file = join(this.dir, kind, `${part}.hbs`);
        if (!existsSync(file)) throw new Error(`E-mail template ${kind}/${part}.hbs is missing`);
        return this.handlebars.compile(readFileSync(file, 'utf8'), { strict: true, noEscape: part !== 'html' });
      };
      compiled = { subject: load('subject'), html: load('html'), text: load('text') };
      this.cache.set(kind, compiled);
    }
    return {
      subject: compiled.subject(data).trim(),
      html: compiled.html(data),
      text: compiled.text(data),
    };
  }
}
