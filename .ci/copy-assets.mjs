// Copies the backend's non-TypeScript assets (e-mail templates) next to the compiled code.
import { cpSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = join(dirname(fileURLToPath(import.meta.url)), '..', 'backend');
cpSync(join(backend, 'src/infra/mail/templates'), join(backend, 'dist/infra/mail/templates'), { recursive: true });
