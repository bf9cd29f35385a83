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
    const password = await promptHidden('Password: ', input, output);
    if (password === '') throw new CliInputError('No password typed; nothing was created.');
    if ((await promptHidden('Repeat the password: ', input, output)) !== password) throw new CliInputError('The two passwords differ; nothing was created.');
    return password;
  }
  const line = await readFirstLine(input);
  if (line === '') throw new CliInputError("No password on standard input: pipe one line in (printf '%s\\n' \"$PASSWORD\" | ...) or run the command in a terminal to be asked for it.");
  return line;
}

/** Reads one line from a terminal in raw mode, echoing nothing; Ctrl-C or Ctrl-D on an empty line cancels. */
function promptHidden(prompt: string, input: NodeJS.ReadStream, output: NodeJS.WriteStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const character of chunk.toString()) {
        if (character === '\r' || character === '\n') return finish();
        if (character === '\u0003' || (character === '\u0004' && typed === '')) return finish(new CliInputError('Cancelled; nothing was created.'));
        if (character === '\u007f' || character === '\b') typed = [...typed].slice(0, -1).join('');
        else if (character >= ' ') typed += character;
      }
    };
    output.write(prompt);
    input.setRawMode(true);
    input.on('data', onData);
    input.resume();
  });
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
