/** A mistake in what the operator typed or piped: one clear line, exit 1, nothing changed. */
export class CliInputError extends Error {}

export const PASSWORD_ON_COMMAND_LINE =
  "--password is not accepted: a password on the command line is visible to every user of the machine (ps, /proc) and stays in the shell's history. " +
  "Leave it out and type it at the prompt, or pipe it in: printf '%s\\n' \"$PASSWORD\" | npm run cli -- user:create --email ...";

/**
 * The new account's password, never from the command line: typed twice at a prompt that does not
 * echo it when standard input is a terminal, else the first line of standard input (a pipe or a file).
 */
export async function readNewPassword(input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stderr): Promise<string> {
  if (input.isTTY) {
    const terminal = hiddenLines(input, output);
    try {
      const password = await terminal.prompt('Password: ');
      if (password === '') throw new CliInputError('No password typed; nothing was created.');
      if ((await terminal.prompt('Repeat the password: ')) !== password) throw new CliInputError('The two passwords differ; nothing was created.');
      return password;
    } finally {
      terminal.close();
    }
  }
  const line = await readFirstLine(input);
  if (line === '') throw new CliInputError("No password on standard input: pipe one line in (printf '%s\\n' \"$PASSWORD\" | ...) or run the command in a terminal to be asked for it.");
  return line;
}

/**
 * Lines read from a terminal in raw mode, echoing nothing. Raw mode is on before the first prompt is
 * shown and stays on until close(), so nothing typed early or between the two prompts is echoed;
 * what is typed ahead of a prompt is kept for it. Ctrl-C, or Ctrl-D on an empty line, cancels.
 */
function hiddenLines(input: NodeJS.ReadStream, output: NodeJS.WriteStream): { prompt(text: string): Promise<string>; close(): void } {
  const lines: string[] = [];
  let typed = '';
  let cancelled = false;
  let waiting: (() => void) | null = null;
  const onData = (chunk: Buffer | string) => {
    for (const character of chunk.toString()) {
      if (cancelled) break;
      if (character === '\r' || character === '\n') {
        lines.push(typed);
        typed = '';
      } else if (character === '\u0003' || (character === '\u0004' && typed === '')) cancelled = true;
      else if (character === '\u007f' || character === '\b') typed = [...typed].slice(0, -1).join('');
      else if (character >= ' ') typed += character;
    }
    waiting?.();
  };
  input.setRawMode(true);
  input.on('data', onData);
  input.resume();
  return {
    async prompt(text) {
      output.write(text);
      while (lines.length === 0 && !cancelled) await new Promise<void>((resolve) => (waiting = resolve));
      waiting = null;
      output.write('\n');
      if (cancelled) throw new CliInputError('Cancelled; nothing was created.');
      return lines.shift()!;
    },
    close() {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
    },
  };
}

/** The first line of a stream (without its line ending), or all of it when it has no line break. */
async function readFirstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += chunk.toString();
    const end = text.indexOf('\n');
    if (end >= 0) {
      text = text.slice(0, end);
      break;
    }
  }
  return text.replace(/\r$/, '');
}
