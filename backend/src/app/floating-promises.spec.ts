import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The repository's own eslint.config.js with its type information, on a real file's text as changed here.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });
const FILE = 'backend/src/modules/orders/checkout.service.ts';

async function floatingPromises(code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${FILE}` });
  expect(result.messages.filter((message) => message.fatal)).toEqual([]);
  return result.messages.filter((message) => message.ruleId === '@typescript-eslint/no-floating-promises').map((message) => message.line);
}

describe('@typescript-eslint/no-floating-promises in the backend', () => {
  const code = readFileSync(`${root}${FILE}`, 'utf8');

  it('passes the file as written', async () => {
    await expect(floatingPromises(code)).resolves.toEqual([]);
  }, 90_000); // the first lint builds the backend's TypeScript program

  it("fires on an emit nobody awaits, and accepts one voided on purpose", async () => {
    expect(code).toContain("await this.events.emit('OrderPlaced'");
    const line = code.split('\n').findIndex((text) => text.includes("await this.events.emit('OrderPlaced'")) + 1;
    await expect(floatingPromises(code.replace("await this.events.emit('OrderPlaced'", "this.events.emit('OrderPlaced'"))).resolves.toEqual([line]);
    await expect(floatingPromises(code.replace("await this.events.emit('OrderPlaced'", "void this.events.emit('OrderPlaced'"))).resolves.toEqual([]);
  });
});
