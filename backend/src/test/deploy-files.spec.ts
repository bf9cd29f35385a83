// The deployment files (docker/, k8s/, .env.example) checked without Docker or a cluster: they
// parse, name what exists, probe the right paths, keep secrets out, and agree with AppConfig.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { AppConfig } from '../infra/config/app-config.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are free-form YAML */
type Manifest = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string; labels?: Record<string, string> }; [key: string]: any };

const K8S_FILES = readdirSync(join(ROOT, 'k8s')).filter((file) => file.endsWith('.yaml'));

function manifestsOf(file: string): Manifest[] {
  return parseAllDocuments(read(`k8s/${file}`)).map((document) => {
    if (document.errors.length > 0) throw new Error(`k8s/${file}: ${document.errors.map((e) => e.message).join('; ')}`);
    return document.toJS() as Manifest;
  });
}

const MANIFESTS = K8S_FILES.filter((file) => file !== 'kustomization.yaml').flatMap((file) => manifestsOf(file).map((manifest) => ({ file, manifest })));
const ofKind = (kind: string): Manifest[] => MANIFESTS.filter(({ manifest }) => manifest.kind === kind).map(({ manifest }) => manifest);
const named = (kind: string, name: string): Manifest => {
  const found = ofKind(kind).find((manifest) => manifest.metadata.name === name);
  if (!found) throw new Error(`no ${kind} named ${name} in k8s/`);
  return found;
};
const podSpecOf = (workload: Manifest): any => workload.spec.template.spec;
const WORKLOADS = [...ofKind('Deployment'), ...ofKind('Job')];

/** Every variable AppConfig reads, recorded by handing it an environment that notes each lookup. */
function variablesAppConfigReads(): Set<string> {
  const names = new Set<string>();
  const env = new Proxy({} as Record<string, string | undefined>, {
    get(_target, key) {
      if (typeof key === 'string') names.add(key);
      return undefined;
    },
  });
  new AppConfig(env);
  return names;
}

function dotenvKeys(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => line.slice(0, line.indexOf('=')));
}

const PLACEHOLDER = 'REPLACE_ME';
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|_KEY$|DATABASE_URL|REDIS_URL|SMTP_URL/;

describe('k8s manifests', () => {
  it('parse, and every object names its apiVersion, kind, name and the walkden namespace', () => {
    expect(MANIFESTS.length).toBeGreaterThan(0);
    for (const { file, manifest } of MANIFESTS) {
      expect({ file, apiVersion: typeof manifest.apiVersion, kind: typeof manifest.kind, name: typeof manifest.metadata?.name }).toEqual({
        file,
        apiVersion: 'string',
        kind: 'string',
        name: 'string',
      });
      if (manifest.kind !== 'Namespace') expect({ file, namespace: manifest.metadata.namespace }).toEqual({ file, namespace: 'walkden' });
    }
    expect(ofKind('Namespace').map((n) => n.metadata.name)).toEqual(['walkden']);
  });

  it('kustomization lists every manifest except the secret example, and nothing that is missing', () => {
    const kustomization = parse(read('k8s/kustomization.yaml')) as { resources: string[] };
    const expected = K8S_FILES.filter((file) => file !== 'kustomization.yaml' && file !== 'secret.example.yaml');
    expect([...kustomization.resources].sort()).toEqual([...expected].sort());
  });

  it('runs the api with 2 replicas, readiness on /health/ready and liveness on /health/live', () => {
    const api = named('Deployment', 'walkden-api');
    expect(api.spec.replicas).toBe(2);
    const [container] = podSpecOf(api).containers;
    expect(container.command).toEqual(['node', 'backend/dist/main.js']);
    expect(container.readinessProbe.httpGet).toMatchObject({ path: '/health/ready', port: 'http' });
    expect(container.livenessProbe.httpGet).toMatchObject({ path: '/health/live', port: 'http' });
    expect(container.ports).toContainEqual({ name: 'http', containerPort: 3000 });
  });

  it('runs the worker and the migration job from the same image with their own commands', () => {
    expect(podSpecOf(named('Deployment', 'walkden-worker')).containers[0].command).toEqual(['node', 'backend/dist/worker.js']);
    const job = named('Job', 'walkden-migrate');
    expect(podSpecOf(job).containers[0].command).toEqual(['node', 'cli/dist/main.js', 'db:migrate']);
    expect(podSpecOf(job).restartPolicy).toBe('Never');

    const images = new Set(WORKLOADS.flatMap((workload) => podSpecOf(workload).containers.map((c: any) => c.image)));
    expect(images.size).toBe(1);
    expect([...images][0]).toMatch(/^[\w.-]+(\/[\w.-]+)+:[\w.-]+$/);
  });

  it('gives every container resource requests and limits and runs it as non-root', () => {
    for (const workload of WORKLOADS) {
      const pod = podSpecOf(workload);
      expect({ workload: workload.metadata.name, runAsNonRoot: pod.securityContext?.runAsNonRoot }).toEqual({ workload: workload.metadata.name, runAsNonRoot: true });
      for (const container of pod.containers) {
        for (const kind of ['requests', 'limits']) {
          expect({ workload: workload.metadata.name, kind, cpu: Boolean(container.resources?.[kind]?.cpu), memory: Boolean(container.resources?.[kind]?.memory) }).toEqual({
            workload: workload.metadata.name,
            kind,
            cpu: true,
            memory: true,
          });
        }
        expect(container.securityContext?.allowPrivilegeEscalation).toBe(false);
      }
    }
  });

  it('takes the environment only from the ConfigMap and Secret that exist, never from inline secret values', () => {
    const configMaps = new Set(ofKind('ConfigMap').map((m) => m.metadata.name));
    const secrets = new Set(ofKind('Secret').map((m) => m.metadata.name));
    for (const workload of WORKLOADS) {
      for (const container of podSpecOf(workload).containers) {
        const refs = container.envFrom ?? [];
        expect(refs.length).toBeGreaterThan(0);
        for (const ref of refs) {
          if (ref.configMapRef) expect(configMaps).toContain(ref.configMapRef.name);
          if (ref.secretRef) expect(secrets).toContain(ref.secretRef.name);
        }
        for (const variable of container.env ?? []) {
          expect({ name: variable.name, inlineSecret: SECRET_NAME.test(variable.name) && 'value' in variable }).toEqual({ name: variable.name, inlineSecret: false });
        }
      }
    }
  });

  it('keeps only placeholders in the Secret and no secret in the ConfigMap', () => {
    for (const secret of ofKind('Secret')) {
      const values = { ...(secret.stringData ?? {}), ...(secret.data ?? {}) };
      expect(Object.keys(values).length).toBeGreaterThan(0);
      for (const [key, value] of Object.entries(values)) expect({ key, value }).toEqual({ key, value: PLACEHOLDER });
    }
    for (const configMap of ofKind('ConfigMap')) {
      expect(Object.keys(configMap.data).filter((key) => SECRET_NAME.test(key))).toEqual([]);
    }
  });

  it('wires the Service, Ingress, autoscaler and disruption budget to the api', () => {
    const api = named('Deployment', 'walkden-api');
    const podLabels = api.spec.template.metadata.labels as Record<string, string>;
    const matches = (selector: Record<string, string>) => Object.entries(selector).every(([key, value]) => podLabels[key] === value);

    const service = named('Service', 'walkden-api');
    expect(matches(service.spec.selector)).toBe(true);
    expect(service.spec.ports[0].targetPort).toBe('http');

    const backend = named('Ingress', 'walkden').spec.rules[0].http.paths[0].backend.service;
    expect(backend).toEqual({ name: 'walkden-api', port: { name: 'http' } });

    const hpa = named('HorizontalPodAutoscaler', 'walkden-api');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'walkden-api' });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);

    expect(matches(named('PodDisruptionBudget', 'walkden-api').spec.selector.matchLabels)).toBe(true);
  });

  it('configures a production api that AppConfig accepts once the placeholders are filled in', () => {
    const config = named('ConfigMap', 'walkden-config').data as Record<string, string>;
    const secret = named('Secret', 'walkden-secrets').stringData as Record<string, string>;
    const filled = Object.fromEntries(
      Object.entries(secret).map(([key, value]) => {
        if (value !== PLACEHOLDER) return [key, value];
        if (key === 'DATABASE_URL') return [key, 'postgres://walkden:pw@db.internal:5432/walkden'];
        if (key === 'REDIS_URL') return [key, 'redis://:pw@redis.internal:6379'];
        if (key === 'SMTP_URL') return [key, 'smtps://user:pw@smtp.example.com:465'];
        return [key, `${key.toLowerCase()}-0123456789abcdef0123456789abcdef`];
      }),
    );
    expect(() => new AppConfig({ ...config, ...filled })).not.toThrow();
  });
});

describe('.env.example', () => {
  const keys = dotenvKeys(read('.env.example'));

  // Read by `make start` (backend/src/dev/standins.ts), not by the api or worker.
  const makeOnly = ['LOCAL_STANDINS'];

  it('lists every variable AppConfig reads, and the make-only ones, once, and nothing else', () => {
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...variablesAppConfigReads(), ...makeOnly].sort());
  });

  it('gives each variable a one-line comment', () => {
    const lines = read('.env.example').split('\n');
    for (const key of keys) {
      const index = lines.findIndex((line) => line.startsWith(`${key}=`));
      expect({ key, comment: lines[index - 1]?.startsWith('# ') }).toEqual({ key, comment: true });
    }
  });

  it('is accepted by AppConfig as it stands', () => {
    const env = Object.fromEntries(read('.env.example').split('\n').filter((l) => /^[A-Z]/.test(l)).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
    expect(() => new AppConfig(env)).not.toThrow();
  });

  it('is the superset of what the ConfigMap and Secret set', () => {
    const known = new Set(keys);
    for (const manifest of [...ofKind('ConfigMap'), ...ofKind('Secret')]) {
      for (const key of Object.keys(manifest.data ?? manifest.stringData ?? {})) expect({ key, known: known.has(key) }).toEqual({ key, known: true });
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('docker/Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('builds in stages on node:20-bookworm-slim with npm ci and prunes dev dependencies', () => {
    expect(dockerfile).toMatch(/ARG NODE_IMAGE=node:20-bookworm-slim/);
    expect(instructions.filter((line) => line.startsWith('FROM ')).length).toBeGreaterThanOrEqual(3);
    // npm ci, directly or through the install script that runs it first.
    const installs = instructions.filter((line) => line.startsWith('RUN ') && (/\bnpm ci\b/.test(line) || line.includes('.ci/install-deps.sh')));
    expect(installs.length).toBeGreaterThan(0);
    if (installs.some((line) => line.includes('.ci/install-deps.sh'))) expect(read('.ci/install-deps.sh')).toMatch(/^if npm ci\b/m);
    expect(instructions.some((line) => /^RUN .*npm prune --omit=dev/.test(line))).toBe(true);
  });

  it('runs as a non-root user with a health check, the api by default', () => {
    const users = instructions.filter((line) => line.startsWith('USER ')).map((line) => line.slice(5).trim());
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0']).not.toContain(users[users.length - 1]);
    expect(instructions.some((line) => line.startsWith('HEALTHCHECK ') && line.includes('/health/live'))).toBe(true);
    expect(instructions[instructions.length - 1]).toBe('CMD ["node", "backend/dist/main.js"]');
  });

  it('copies only files that exist, and the .dockerignore keeps node_modules and .env out', () => {
    for (const line of instructions.filter((l) => l.startsWith('COPY ') && !l.includes('--from='))) {
      const sources = line.split(/\s+/).slice(1, -1).filter((part) => !part.startsWith('--'));
      for (const source of sources) expect({ source, exists: existsSync(join(ROOT, source)) }).toEqual({ source, exists: true });
    }
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '.env', '**/dist']));
  });
});

describe('docker compose', () => {
  // Compose resolves YAML merge keys (<<: *app); so must we.
  const compose = parse(read('docker/compose.yml'), { merge: true }) as { services: Record<string, any> };
  const { services } = compose;

  it('runs postgres:15 and redis:7 with health checks', () => {
    expect(services.postgres.image).toBe('postgres:15');
    expect(services.redis.image).toBe('redis:7');
    expect(services.postgres.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(services.redis.healthcheck.test.join(' ')).toContain('ping');
  });

  it('builds api, worker and migrate from docker/Dockerfile at the repository root', () => {
    for (const name of ['api', 'worker', 'migrate']) {
      const build = services[name].build;
      expect({ name, build }).toEqual({ name, build: { context: '..', dockerfile: 'docker/Dockerfile' } });
      expect(existsSync(join(ROOT, 'docker', build.context, build.dockerfile))).toBe(true);
    }
    expect(services.migrate.command).toEqual(['node', 'cli/dist/main.js', 'db:migrate']);
    expect(services.worker.command).toEqual(['node', 'backend/dist/worker.js']);
    expect(services.api.healthcheck.test.join(' ')).toContain('/health/ready');
  });

  it('starts the api and worker only after migrations succeed and Redis is healthy', () => {
    for (const name of ['api', 'worker']) {
      expect(services[name].depends_on).toEqual({
        migrate: { condition: 'service_completed_successfully' },
        redis: { condition: 'service_healthy' },
      });
    }
    expect(services.migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
  });
});
