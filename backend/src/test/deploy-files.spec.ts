// The deployment files (docker/, k8s/, .env.example) checked without Docker or a cluster: they
// parse, validate against the Kubernetes schemas, build (base + overlays), name what exists, probe
// the right paths, keep secrets out, and agree with AppConfig and with the build output.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { AppConfig } from '../infra/config/app-config.js';
import { SCHEDULES } from '../infra/queue/queue.constants.js';
import { buildKustomization, type Manifest, parseManifests } from './kustomize.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are free-form YAML */

function yamlFilesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((entry) => {
    const path = `${dir}/${entry}`;
    if (statSync(join(ROOT, path)).isDirectory()) return yamlFilesUnder(path);
    return path.endsWith('.yaml') ? [path] : [];
  });
}

const K8S_FILES = yamlFilesUnder('k8s');
const OVERLAYS = { staging: 'walkden-staging', production: 'walkden' } as const;
const SECRET_EXAMPLE = 'k8s/base/secret.example.yaml';
const IMAGE_REPOSITORY = 'registry.example.com/walkden/walkden-kitchen';

/** What `kubectl apply -k k8s/overlays/<name>` applies, plus the Secret an operator creates from the example. */
function deployment(overlay: keyof typeof OVERLAYS): Manifest[] {
  const secret = parseManifests(join(ROOT, SECRET_EXAMPLE)).map((m) => ({ ...m, metadata: { ...m.metadata, namespace: OVERLAYS[overlay] } }));
  return [...buildKustomization(join(ROOT, 'k8s/overlays', overlay)), ...secret];
}

const ofKind = (manifests: Manifest[], kind: string): Manifest[] => manifests.filter((manifest) => manifest.kind === kind);
const named = (manifests: Manifest[], kind: string, name: string): Manifest => {
  const found = ofKind(manifests, kind).filter((manifest) => manifest.metadata.name === name);
  if (found.length !== 1) throw new Error(`${found.length} ${kind} named ${name}`);
  return found[0];
};
const podSpecOf = (workload: Manifest): any => (workload.kind === 'CronJob' ? workload.spec.jobTemplate.spec.template.spec : workload.spec.template.spec);
/** Whether a NetworkPolicy's podSelector picks pods with these labels (matchLabels and In expressions; {} picks all). */
const selects = (selector: any, labels: Record<string, string>): boolean =>
  Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value) &&
  (selector.matchExpressions ?? []).every((expression: any) => {
    if (expression.operator !== 'In') throw new Error(`this test does not read the ${expression.operator} operator`);
    return expression.values.includes(labels[expression.key]);
  });
const workloadsOf = (manifests: Manifest[]): Manifest[] => [...ofKind(manifests, 'Deployment'), ...ofKind(manifests, 'Job'), ...ofKind(manifests, 'CronJob')];

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
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|_KEY$|_KEY_ID$|DATABASE_URL|REDIS_URL|SMTP_URL/;

/** Variables AppConfig reads whose default is right in a cluster, so the manifests leave them out. */
const DEFAULT_IS_RIGHT_IN_A_CLUSTER: Record<string, string> = {
  FRONTEND_DIST_DIR: 'the image keeps the frontend at frontend/dist, the default',
  STORAGE_DIR: 'menu images go to S3 (STORAGE_DRIVER=s3) in a cluster, not to a folder',
  S3_FORCE_PATH_STYLE: 'true (bucket in the path) suits MinIO and most S3-compatible stores, and AWS accepts it',
  JOB_SCHEDULES: 'empty: the built-in schedules; an override is for tests and for an operator in an emergency',
  KITCHEN_PRINTER_ADDRESS: "empty: the kitchen printer's address is a setting of the admin's Settings tab (printer_address)",
};
/** AppConfig as a pod sees it: the ConfigMap, and the Secret with its placeholders filled in. */
function clusterConfig(manifests: Manifest[]): AppConfig {
  const config = named(manifests, 'ConfigMap', 'walkden-config').data as Record<string, string>;
  const secret = named(manifests, 'Secret', 'walkden-secrets').stringData as Record<string, string>;
  const filled = Object.fromEntries(
    Object.entries(secret).map(([key, value]) => {
      if (value !== PLACEHOLDER) return [key, value];
      if (key === 'DATABASE_URL') return [key, 'postgres://walkden:pw@db.internal:5432/walkden'];
      if (key === 'REDIS_URL') return [key, 'redis://:pw@redis.internal:6379'];
      if (key === 'SMTP_URL') return [key, 'smtps://user:pw@smtp.example.com:465'];
      return [key, `${key.toLowerCase()}-0123456789abcdef0123456789abcdef`];
    }),
  );
  return new AppConfig({ ...config, ...filled });
}

/** Validates one object with its Kubernetes model (JSON schema) from the kubernetes-models package. */
async function validateAgainstSchema(manifest: Manifest): Promise<void> {
  const module = (await import(`kubernetes-models/${manifest.apiVersion}/${manifest.kind}`)) as Record<string, new (data: unknown) => { validate(): void }>;
  const Model = module[manifest.kind];
  if (!Model) throw new Error(`kubernetes-models has no ${manifest.apiVersion} ${manifest.kind}`);
  new Model(manifest).validate();
}

describe('k8s manifests', () => {
  it('parse, every file', () => {
    expect(K8S_FILES.length).toBeGreaterThan(10);
    for (const file of K8S_FILES) expect(() => parseManifests(join(ROOT, file))).not.toThrow();
  });

  it('validate against the Kubernetes schemas: every base manifest and every object each overlay builds', async () => {
    const objects = [
      ...K8S_FILES.filter((file) => file.startsWith('k8s/base/') && !file.endsWith('kustomization.yaml')).flatMap((file) => parseManifests(join(ROOT, file))),
      ...deployment('staging'),
      ...deployment('production'),
    ];
    for (const manifest of objects) {
      await expect(validateAgainstSchema(manifest).then(() => 'valid')).resolves.toBe('valid');
    }
  });

  it('names the image without a tag or digest in the base: each overlay pins it', () => {
    const base = K8S_FILES.filter((file) => file.startsWith('k8s/base/') && !file.endsWith('kustomization.yaml')).flatMap((file) => parseManifests(join(ROOT, file)));
    const images = workloadsOf(base).flatMap((workload) => podSpecOf(workload).containers.map((c: any) => c.image));
    expect(images).toEqual([IMAGE_REPOSITORY, IMAGE_REPOSITORY, IMAGE_REPOSITORY, IMAGE_REPOSITORY]);
  });

  it('the schema check catches a mistake', async () => {
    const api = structuredClone(named(deployment('production'), 'Deployment', 'walkden-api'));
    api.spec.replicas = 'three';
    await expect(validateAgainstSchema(api)).rejects.toThrow('spec/replicas must be integer');
  });

  it('base kustomization lists every base manifest except the secret example, and nothing that is missing', () => {
    const kustomization = parse(read('k8s/base/kustomization.yaml')) as { resources: string[] };
    const expected = K8S_FILES.filter((file) => file.startsWith('k8s/base/') && !file.endsWith('kustomization.yaml') && file !== SECRET_EXAMPLE).map((file) => file.slice('k8s/base/'.length));
    expect([...kustomization.resources].sort()).toEqual([...expected].sort());
  });

  it('each overlay uses every file in its folder and builds (every resource and patch exists and every patch hits one object)', () => {
    for (const overlay of Object.keys(OVERLAYS)) {
      const dir = `k8s/overlays/${overlay}`;
      const kustomization = parse(read(`${dir}/kustomization.yaml`)) as { resources: string[]; patches?: { path: string }[] };
      const used = [...kustomization.resources.filter((r) => r.endsWith('.yaml')), ...(kustomization.patches ?? []).map((p) => p.path)];
      const present = K8S_FILES.filter((file) => file.startsWith(`${dir}/`) && !file.endsWith('kustomization.yaml')).map((file) => relative(dir, file));
      expect({ overlay, files: [...present].sort() }).toEqual({ overlay, files: [...used].sort() });
      expect(() => buildKustomization(join(ROOT, dir))).not.toThrow();
    }
  });

  it('the overlay build refuses a patch that matches no object', () => {
    const dir = mkdtempSync(join(tmpdir(), 'walkden-kustomize-'));
    try {
      writeFileSync(join(dir, 'kustomization.yaml'), `resources:\n  - ${relative(dir, join(ROOT, 'k8s/base'))}\npatches:\n  - path: p.yaml\n`);
      writeFileSync(join(dir, 'p.yaml'), 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: walkden-typo\nspec:\n  replicas: 3\n');
      expect(() => buildKustomization(dir)).toThrow('matches 0 objects (Deployment walkden-typo)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(Object.entries(OVERLAYS))('the %s overlay', (overlay, namespace) => {
  const manifests = deployment(overlay as keyof typeof OVERLAYS);
  const workloads = workloadsOf(manifests);

  it('puts every object in its own namespace, which it creates', () => {
    expect(ofKind(manifests, 'Namespace').map((n) => n.metadata.name)).toEqual([namespace]);
    for (const manifest of manifests.filter((m) => m.kind !== 'Namespace')) {
      expect({ kind: manifest.kind, name: manifest.metadata.name, namespace: manifest.metadata.namespace }).toEqual({ kind: manifest.kind, name: manifest.metadata.name, namespace });
    }
  });

  it('runs the api with at least 2 replicas, readiness on /health/ready and liveness on /health/live', () => {
    const api = named(manifests, 'Deployment', 'walkden-api');
    expect(api.spec.replicas).toBeGreaterThanOrEqual(2);
    const [container] = podSpecOf(api).containers;
    expect(container.command).toEqual(['node', 'backend/dist/main.js']);
    expect(container.readinessProbe.httpGet).toMatchObject({ path: '/health/ready', port: 'http' });
    expect(container.livenessProbe.httpGet).toMatchObject({ path: '/health/live', port: 'http' });
    expect(container.ports).toContainEqual({ name: 'http', containerPort: 3000 });
  });

  it('runs the worker and the migration job from the same image with their own commands', () => {
    expect(podSpecOf(named(manifests, 'Deployment', 'walkden-worker')).containers[0].command).toEqual(['node', 'backend/dist/worker.js']);
    const job = named(manifests, 'Job', 'walkden-migrate');
    expect(podSpecOf(job).containers[0].command).toEqual(['node', 'cli/dist/main.js', 'db:migrate']);
    expect(podSpecOf(job).restartPolicy).toBe('Never');

    const images = new Set(workloads.flatMap((workload) => podSpecOf(workload).containers.map((c: any) => c.image)));
    expect(images.size).toBe(1);
  });

  it('runs every container from the image by digest, never by a tag, set by the overlay over the base\'s bare name', () => {
    const images = workloads.flatMap((workload) => [...podSpecOf(workload).containers, ...(podSpecOf(workload).initContainers ?? [])].map((c: any) => ({ workload: workload.metadata.name, image: c.image })));
    expect(images.length).toBe(4);
    const pinned = new RegExp(`^${IMAGE_REPOSITORY.replaceAll('.', '\\.')}@sha256:[0-9a-f]{64}$`);
    for (const { workload, image } of images) expect({ workload, image }).toEqual({ workload, image: expect.stringMatching(pinned) });
    const kustomization = parse(read(`k8s/overlays/${overlay}/kustomization.yaml`)) as { images: Record<string, string>[] };
    expect(kustomization.images).toEqual([{ name: IMAGE_REPOSITORY, digest: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) }]);
  });

  it('mounts no service account token in any pod: none of them talks to the Kubernetes API', () => {
    for (const workload of workloads) {
      expect({ workload: workload.metadata.name, automount: podSpecOf(workload).automountServiceAccountToken }).toEqual({ workload: workload.metadata.name, automount: false });
    }
  });

  it('trusts X-Forwarded-For only from a narrow range (the ingress pods), never a hop count, a /8 or the private ranges', () => {
    const raw = (named(manifests, 'ConfigMap', 'walkden-config').data as Record<string, string>).TRUST_PROXY;
    const entries = clusterConfig(manifests).trustProxy;
    expect({ raw, hops: typeof entries === 'number' }).toEqual({ raw, hops: false });
    for (const entry of entries as string[]) {
      expect({ entry, named: ['linklocal', 'uniquelocal'].includes(entry) }).toEqual({ entry, named: false });
      if (entry === 'loopback') continue;
      const [address, bits] = entry.split('/');
      const longest = isIP(address) === 6 ? 128 : 32;
      // A /16 at most (IPv6: a /64): the ingress controller's pods, not a cluster's whole pod network.
      expect({ entry, narrow: Number(bits ?? longest) >= (longest === 32 ? 16 : 64) }).toEqual({ entry, narrow: true });
    }
  });

  it('labels the namespace, the ConfigMap and the migration Job, and only them, for the pre-rollout phase', () => {
    const phase = new Set(['namespace', 'config', 'migrate']);
    const selected = manifests.filter((m) => phase.has(m.metadata.labels?.['app.kubernetes.io/component'] ?? '')).map((m) => m.kind);
    expect(selected.sort()).toEqual(['ConfigMap', 'Job', 'Namespace']);
  });

  it('gives every container resource requests and limits and runs it as non-root', () => {
    for (const workload of workloads) {
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
        expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true });
      }
    }
  });

  it('takes the environment only from the ConfigMap and Secret that exist, never from inline secret values', () => {
    const configMaps = new Set(ofKind(manifests, 'ConfigMap').map((m) => m.metadata.name));
    const secrets = new Set(ofKind(manifests, 'Secret').map((m) => m.metadata.name));
    for (const workload of workloads) {
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
    for (const secret of ofKind(manifests, 'Secret')) {
      const values = { ...(secret.stringData ?? {}), ...(secret.data ?? {}) };
      expect(Object.keys(values).length).toBeGreaterThan(0);
      for (const [key, value] of Object.entries(values)) expect({ key, value }).toEqual({ key, value: PLACEHOLDER });
    }
    for (const configMap of ofKind(manifests, 'ConfigMap')) {
      expect(Object.keys(configMap.data).filter((key) => SECRET_NAME.test(key))).toEqual([]);
    }
  });

  it('wires the Service, Ingress (TLS, no session affinity), autoscaler and disruption budget to the api', () => {
    const api = named(manifests, 'Deployment', 'walkden-api');
    const podLabels = api.spec.template.metadata.labels as Record<string, string>;
    const matches = (selector: Record<string, string>) => Object.entries(selector).every(([key, value]) => podLabels[key] === value);

    const service = named(manifests, 'Service', 'walkden-api');
    expect(matches(service.spec.selector)).toBe(true);
    expect(service.spec.ports[0].targetPort).toBe('http');
    expect(service.spec.sessionAffinity ?? 'None').toBe('None');

    const ingress = named(manifests, 'Ingress', 'walkden');
    expect(ingress.spec.rules[0].http.paths[0].backend.service).toEqual({ name: 'walkden-api', port: { name: 'http' } });
    expect(ingress.spec.tls[0].hosts).toEqual([ingress.spec.rules[0].host]);
    expect(Object.keys(ingress.metadata.annotations ?? {}).filter((key) => /affinity|session-cookie/.test(key))).toEqual([]);
    // Socket.IO's websocket stays open: the proxy must not cut it at nginx's default 60 s.
    expect(Number(ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(3600);
    const config = named(manifests, 'ConfigMap', 'walkden-config').data as Record<string, string>;
    expect(config.PUBLIC_URL).toBe(`https://${ingress.spec.rules[0].host}`);

    const hpa = named(manifests, 'HorizontalPodAutoscaler', 'walkden-api');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'walkden-api' });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.minReplicas).toBeLessThanOrEqual(api.spec.replicas);

    const pdb = named(manifests, 'PodDisruptionBudget', 'walkden-api');
    expect(matches(pdb.spec.selector.matchLabels)).toBe(true);
    // A node drain must be able to evict one api pod at the smallest scale.
    expect(pdb.spec.minAvailable).toBeLessThan(hpa.spec.minReplicas);
  });

  it('lets only the ingress controller reach the api, and nothing reach the other pods', () => {
    const policies = ofKind(manifests, 'NetworkPolicy');
    const defaultDeny = policies.filter((p) => Object.keys(p.spec.podSelector).length === 0 && p.spec.policyTypes.includes('Ingress'));
    expect(defaultDeny.map((p) => ({ types: p.spec.policyTypes, ingress: p.spec.ingress ?? [] }))).toEqual([{ types: ['Ingress'], ingress: [] }]);

    const api = named(manifests, 'Deployment', 'walkden-api');
    const podLabels = api.spec.template.metadata.labels as Record<string, string>;
    const allowing = policies.filter((p) => p.spec.ingress?.length && p.metadata.name !== 'walkden-metrics-from-prometheus');
    expect(allowing).toHaveLength(1);
    expect(Object.entries(allowing[0].spec.podSelector.matchLabels).every(([key, value]) => podLabels[key] === value)).toBe(true);
    expect(allowing[0].spec.ingress).toEqual([
      {
        from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } }, podSelector: { matchLabels: { 'app.kubernetes.io/name': 'ingress-nginx' } } }],
        ports: [{ protocol: 'TCP', port: 'http' }],
      },
    ]);
  });

  it('lets each pod out to DNS (kube-dns) and to the ports it needs, and nowhere else', () => {
    const policies = ofKind(manifests, 'NetworkPolicy').filter((p) => p.spec.policyTypes.includes('Egress'));
    // Egress is denied unless allowed: one policy selects every pod and allows nothing.
    expect(policies.filter((p) => Object.keys(p.spec.podSelector).length === 0 && !p.spec.egress?.length)).toHaveLength(1);

    const config = clusterConfig(manifests);
    const portOf = (url: string) => Number(new URL(url).port);
    const [database, redis, smtp] = [portOf(config.databaseUrl), portOf(config.redisUrl), portOf(config.smtpUrl)];
    // Stripe, Google sign-in, postcodes.io, Google Places and S3 are all HTTPS.
    for (const url of [config.oidcIssuerUrl, config.postcodeApiBase, config.placesApiBase, config.s3Endpoint]) expect(url).toMatch(/^https:\/\/[^:/]+(\/|$)/);
    const expected: Record<string, number[]> = {
      'walkden-api': [database, redis, 443],
      'walkden-worker': [database, redis, 587, smtp, 443],
      'walkden-migrate': [database],
      'walkden-backup': [database, 443],
    };
    expect(smtp).toBe(465);

    for (const workload of workloads) {
      const name = workload.metadata.name;
      const labels = (workload.kind === 'CronJob' ? workload.spec.jobTemplate.spec.template : workload.spec.template).metadata.labels as Record<string, string>;
      const rules = policies.filter((p) => selects(p.spec.podSelector, labels)).flatMap((p) => p.spec.egress ?? []);
      // Every rule names its ports: a rule without ports would open every port.
      expect({ name, portless: rules.filter((rule: any) => !rule.ports?.length).length }).toEqual({ name, portless: 0 });
      const dns = rules.filter((rule: any) => rule.ports.some((port: any) => port.port === 53));
      expect({ name, dns }).toEqual({
        name,
        dns: [
          {
            to: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } }, podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } } }],
            ports: [
              { protocol: 'UDP', port: 53 },
              { protocol: 'TCP', port: 53 },
            ],
          },
        ],
      });
      const others = rules.filter((rule: any) => !dns.includes(rule)).flatMap((rule: any) => rule.ports.map((port: any) => `${port.protocol} ${port.port}`));
      expect({ name, ports: others.sort() }).toEqual({ name, ports: expected[name].map((port) => `TCP ${port}`).sort() });
    }
  });

  it('serves metrics on their own port, reachable by Prometheus only: not in the Service, not behind the Ingress', () => {
    const config = clusterConfig(manifests);
    expect(config.metricsPort).not.toBeNull();
    expect(config.metricsPort).not.toBe(config.port);
    for (const name of ['walkden-api', 'walkden-worker']) {
      const pod = named(manifests, 'Deployment', name).spec.template;
      expect({ name, ports: pod.spec.containers[0].ports.filter((port: any) => port.name === 'metrics') }).toEqual({ name, ports: [{ name: 'metrics', containerPort: config.metricsPort }] });
      expect(pod.metadata.annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(config.metricsPort), 'prometheus.io/path': '/metrics' });
    }
    const service = named(manifests, 'Service', 'walkden-api');
    expect(service.spec.ports.map((port: any) => port.targetPort)).toEqual(['http']);
    const ingress = named(manifests, 'Ingress', 'walkden');
    const backends = ingress.spec.rules.flatMap((rule: any) => rule.http.paths.map((path: any) => path.backend.service));
    expect(backends.every((backend: any) => backend.name === 'walkden-api' && backend.port.name === 'http')).toBe(true);

    // Every policy that opens the metrics port opens it to Prometheus's pods only.
    const metricsRules = ofKind(manifests, 'NetworkPolicy').flatMap((policy) => (policy.spec.ingress ?? []).filter((rule: any) => rule.ports?.some((port: any) => port.port === 'metrics' || port.port === config.metricsPort)));
    expect(metricsRules).toEqual([
      {
        from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } }, podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prometheus' } } }],
        ports: [{ protocol: 'TCP', port: 'metrics' }],
      },
    ]);
    const policy = named(manifests, 'NetworkPolicy', 'walkden-metrics-from-prometheus');
    expect(policy.spec.podSelector.matchExpressions).toEqual([{ key: 'app.kubernetes.io/name', operator: 'In', values: ['walkden-api', 'walkden-worker'] }]);
  });

  it('keeps uploads off volumes: no PersistentVolumeClaim, and menu images go to S3', () => {
    expect(ofKind(manifests, 'PersistentVolumeClaim')).toEqual([]);
    for (const workload of workloads) {
      const claims = (podSpecOf(workload).volumes ?? []).filter((volume: any) => volume.persistentVolumeClaim);
      expect({ workload: workload.metadata.name, claims }).toEqual({ workload: workload.metadata.name, claims: [] });
    }
    const config = named(manifests, 'ConfigMap', 'walkden-config').data as Record<string, string>;
    expect(config).toMatchObject({ STORAGE_DRIVER: 's3' });
    for (const key of ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET']) expect({ key, set: Boolean(config[key]) }).toEqual({ key, set: true });
  });

  it('gives api and worker pods the time their graceful shutdown needs (drain + grace + closing) before SIGKILL', () => {
    const config = clusterConfig(manifests);
    expect(config.shutdownDrainSeconds).toBeGreaterThan(0);
    const api = podSpecOf(named(manifests, 'Deployment', 'walkden-api'));
    const worker = podSpecOf(named(manifests, 'Deployment', 'walkden-worker'));
    // The api drains itself (readiness fails first), so a preStop hook would only add to the wait.
    expect(api.containers[0].lifecycle?.preStop).toBeUndefined();
    expect(api.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(config.shutdownDrainSeconds + config.shutdownGraceSeconds + 5);
    // worker.ts exits at the latest 10 s after the grace.
    expect(worker.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(config.shutdownGraceSeconds + 10);
  });

  it('runs the periodic jobs through the worker scheduler; the one CronJob is the nightly backup', () => {
    expect(SCHEDULES.length).toBeGreaterThan(0);
    expect(ofKind(manifests, 'CronJob').map((cronJob) => cronJob.metadata.name)).toEqual(['walkden-backup']);
  });

  it('backs the database up to S3 every night, one run at a time, keeping 14, in a locked-down pod with an emptyDir for /tmp', () => {
    const cronJob = named(manifests, 'CronJob', 'walkden-backup');
    // Once a day at a fixed London time: minute and hour fixed, every day of every month.
    expect(cronJob.spec.schedule).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
    expect(cronJob.spec.timeZone).toBe('Europe/London');
    expect(cronJob.spec.concurrencyPolicy).toBe('Forbid');
    const pod = podSpecOf(cronJob);
    expect(pod.restartPolicy).toBe('Never');
    expect(pod.automountServiceAccountToken).toBe(false);
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000, seccompProfile: { type: 'RuntimeDefault' } });
    const [container] = pod.containers;
    expect(container.command).toEqual(['node', 'cli/dist/main.js', 'db:backup', '--s3', '--keep', '14']);
    expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
    // pg_dump stages the archive in the temp folder (os.tmpdir()): writable, sized, gone with the pod.
    const tmp = container.volumeMounts.find((mount: any) => mount.mountPath === '/tmp');
    expect(pod.volumes.find((volume: any) => volume.name === tmp?.name)?.emptyDir?.sizeLimit).toBeTruthy();
    // --s3 needs the bucket and its credentials, from the ConfigMap and the Secret.
    const config = clusterConfig(manifests);
    expect({ bucket: Boolean(config.s3Bucket), key: Boolean(config.s3AccessKeyId), secret: Boolean(config.s3SecretAccessKey) }).toEqual({ bucket: true, key: true, secret: true });
  });

  it('probes the worker through the heartbeat file the ConfigMap names', () => {
    const worker = named(manifests, 'Deployment', 'walkden-worker');
    const probe = podSpecOf(worker).containers[0].livenessProbe;
    expect(probe.exec.command.slice(0, 2)).toEqual(['node', '-e']);
    const config = named(manifests, 'ConfigMap', 'walkden-config').data as Record<string, string>;
    expect(config.WORKER_HEARTBEAT_FILE).toMatch(/^\/tmp\//);
    const mounts = podSpecOf(worker).containers[0].volumeMounts.map((mount: any) => mount.mountPath);
    expect(mounts).toContain('/tmp');
  });

  it('supplies every variable the app reads, and AppConfig accepts the result once the placeholders are filled in', () => {
    const config = named(manifests, 'ConfigMap', 'walkden-config').data as Record<string, string>;
    const secret = named(manifests, 'Secret', 'walkden-secrets').stringData as Record<string, string>;
    const supplied = new Set([...Object.keys(config), ...Object.keys(secret)]);
    const missing = [...variablesAppConfigReads()].filter((name) => !supplied.has(name) && !(name in DEFAULT_IS_RIGHT_IN_A_CLUSTER));
    expect(missing).toEqual([]);

    expect(clusterConfig(manifests).isProduction).toBe(true);
  });
});

describe('the worker liveness probe command', () => {
  const probe = podSpecOf(named(deployment('production'), 'Deployment', 'walkden-worker')).containers[0].livenessProbe.exec.command as string[];
  const run = (file: string) =>
    promisify(execFile)(probe[0] === 'node' ? process.execPath : probe[0], probe.slice(1), { env: { WORKER_HEARTBEAT_FILE: file } }).then(
      () => 0,
      (error: { code?: number }) => error.code ?? -1,
    );
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'walkden-probe-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes on a fresh heartbeat and fails on a stale or missing one', async () => {
    const file = join(dir, 'heartbeat');
    writeFileSync(file, 'now\n');
    await expect(run(file)).resolves.toBe(0);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(file, twoMinutesAgo, twoMinutesAgo);
    await expect(run(file)).resolves.toBe(1);
    await expect(run(join(dir, 'missing'))).resolves.toBe(1);
  });
});

describe('docs/operations.md', () => {
  it('names every variable AppConfig reads in its configuration table', () => {
    const docs = read('docs/operations.md');
    const table = docs.slice(docs.indexOf('## Configuration'), docs.indexOf('\n## ', docs.indexOf('## Configuration') + 1));
    const documented = new Set([...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]));
    expect([...variablesAppConfigReads()].filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('.env.example', () => {
  const keys = dotenvKeys(read('.env.example'));

  // Read by `make start` (backend/src/dev/standins.ts, .ci/check-services.mjs), not by the api or worker.
  const makeOnly = ['LOCAL_STANDINS', 'LOCAL_POSTGRES'];

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
    for (const overlay of Object.keys(OVERLAYS) as (keyof typeof OVERLAYS)[]) {
      const manifests = deployment(overlay);
      for (const manifest of [...ofKind(manifests, 'ConfigMap'), ...ofKind(manifests, 'Secret')]) {
        for (const key of Object.keys(manifest.data ?? manifest.stringData ?? {})) expect({ overlay, key, known: known.has(key) }).toEqual({ overlay, key, known: true });
      }
    }
  });
});

/** The source file the build compiles to `dist` (tsconfig rootDir src, outDir dist), if the build includes it. */
function sourceOfBuildOutput(output: string): string | null {
  const match = /^(backend|cli)\/dist\/(.+)\.js$/.exec(output);
  if (!match) return null;
  const [, workspace, path] = match;
  const tsconfig = parse(read(`${workspace}/tsconfig.json`).replace(/^\s*\/\/.*$/gm, '')) as { compilerOptions: { rootDir: string; outDir: string } };
  expect(tsconfig.compilerOptions).toMatchObject({ rootDir: 'src', outDir: 'dist' });
  const source = `${workspace}/src/${path}.ts`;
  // .ci/compile.mjs leaves the test harness and the specs out of the build.
  if (source.startsWith(`${workspace}/src/test/`) || /\.(int-)?spec\.ts$/.test(source)) return null;
  return existsSync(join(ROOT, source)) ? source : null;
}

interface ComposeProject {
  services: Record<string, any>;
  volumes: Record<string, unknown>;
}

/** docker/compose.yml with the files it includes (their services and volumes), YAML merge keys (<<: *app) resolved as compose does. */
function loadCompose(file = 'docker/compose.yml'): ComposeProject {
  const project = parse(read(file), { merge: true }) as ComposeProject & { include?: (string | { path: string })[] };
  const included = (project.include ?? []).map((entry) => loadCompose(join(file, '..', typeof entry === 'string' ? entry : entry.path)));
  for (const other of included) {
    const clashes = [...Object.keys(other.services).filter((name) => name in (project.services ?? {})), ...Object.keys(other.volumes ?? {}).filter((name) => name in (project.volumes ?? {}))];
    if (clashes.length > 0) throw new Error(`${file} redefines what it includes: ${clashes.join(', ')}`);
  }
  return {
    services: Object.assign({}, ...included.map((other) => other.services), project.services),
    volumes: Object.assign({}, ...included.map((other) => other.volumes), project.volumes),
  };
}

/**
 * Compose's interpolation of one value: `${NAME:-default}` takes the default when NAME is unset or
 * empty, `${NAME:?message}` stops compose with the message. Returns the value or the messages.
 */
function interpolate(value: string, env: Record<string, string>): { value: string; missing: { name: string; message: string }[] } {
  const missing: { name: string; message: string }[] = [];
  const resolved = value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::([-?])([^}]*))?\}/g, (_match, name: string, kind?: string, text = '') => {
    const set = env[name] !== undefined && env[name] !== '';
    if (kind === '?' && !set) missing.push({ name, message: text });
    return set ? env[name] : kind === '-' ? text : '';
  });
  return { value: resolved, missing };
}

/** A service's environment as its container gets it from `env` (docker/.env and the shell), or what compose refuses. */
function composeEnvironment(service: any, env: Record<string, string>): { environment: Record<string, string>; missing: { name: string; message: string }[] } {
  const results = Object.entries(service.environment as Record<string, string>).map(([key, value]) => [key, interpolate(String(value), env)] as const);
  return { environment: Object.fromEntries(results.map(([key, result]) => [key, result.value])), missing: results.flatMap(([, result]) => result.missing) };
}

/** Every command an image, compose service or Kubernetes workload runs: node <script> ... */
function entryScripts(): string[] {
  const compose = loadCompose();
  const commands = [
    ...Object.values(compose.services).map((service) => service.command),
    ...Object.keys(OVERLAYS).flatMap((overlay) => workloadsOf(deployment(overlay as keyof typeof OVERLAYS)).flatMap((w) => podSpecOf(w).containers.map((c: any) => c.command))),
  ].filter((command): command is string[] => Array.isArray(command) && command[0] === 'node' && command[1] !== '-e');
  return [...new Set(commands.map((command) => command[1]))];
}

describe('Dockerfile', () => {
  const dockerfile = read('docker/Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const runtimeStage = instructions.slice(instructions.findIndex((line) => / AS runtime$/.test(line)));

  it('builds in stages on Node 22 LTS pinned by digest, with npm ci, and keeps only the product workspaces\' production dependencies', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:22-bookworm-slim@sha256:[0-9a-f]{64}$/m);
    expect(instructions.filter((line) => line.startsWith('FROM ')).length).toBeGreaterThanOrEqual(3);
    // npm ci, directly or through the install script that runs it first.
    const installs = instructions.filter((line) => line.startsWith('RUN ') && (/\bnpm ci\b/.test(line) || line.includes('.ci/install-deps.sh')));
    expect(installs.length).toBeGreaterThan(0);
    if (installs.some((line) => line.includes('.ci/install-deps.sh'))) expect(read('.ci/install-deps.sh')).toMatch(/^if ! npm ci\b/m);
    // Without the root's dependencies (build tools, local stand-ins) and every devDependency.
    expect(instructions.some((line) => /^RUN .*npm ci .*--omit=dev --workspace backend --workspace frontend --workspace cli(?! --include-workspace-root)/.test(line))).toBe(true);
  });

  it('keeps build tools out of the runtime stage: only built output and pruned dependencies, no npm', () => {
    expect(runtimeStage[0]).toBe('FROM ${NODE_IMAGE} AS runtime');
    const copies = runtimeStage.filter((line) => line.startsWith('COPY '));
    expect(copies.every((line) => line.includes('--from=build'))).toBe(true);
    expect(copies.filter((line) => / \/app\/(backend|frontend|cli)\/(src|node_modules)\b/.test(line))).toEqual([]);
    // The one package the runtime installs: the PostgreSQL client (below); no npm or yarn install.
    expect(runtimeStage.filter((line) => /^RUN .*\b(npm|yarn) (ci|install|add)\b/.test(line))).toEqual([]);
    const installed = runtimeStage.filter((line) => /\bapt-get install\b/.test(line)).map((line) => line.replace(/\s+/g, ' ').match(/apt-get install (.*?)(?: &&|$)/)![1]);
    expect(installed).toEqual(['-y --no-install-recommends postgresql-client-15']);
    expect(runtimeStage.some((line) => line.startsWith('RUN rm -rf') && line.includes('/usr/local/bin/npm') && line.includes('/usr/local/bin/npx'))).toBe(true);
  });

  it('holds pg_dump and pg_restore of PostgreSQL 15, the server\'s version, first on PATH, from Debian\'s own archive', () => {
    expect(loadCompose().services.postgres.image).toBe('postgres:15');
    const installLine = runtimeStage.find((line) => /\bapt-get install\b/.test(line))!;
    const install = installLine.replace(/\s+/g, ' ');
    expect(install).toMatch(/^RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client-15 && rm -rf \/var\/lib\/apt\/lists\/\*/);
    // No third-party repository or key: nothing is added to apt's sources.
    expect(runtimeStage.filter((line) => /sources\.list|apt-key|gpg|apt\.postgresql\.org/.test(line))).toEqual([]);
    const env = runtimeStage.find((line) => line.startsWith('ENV '))!;
    expect(env).toMatch(/\bPATH=\/usr\/lib\/postgresql\/15\/bin:\$PATH\b/);
    // The image refuses to build when the client is not 15.
    expect(install).toContain("pg_dump --version | grep -q '(PostgreSQL) 15\\.'");
    // Installed as root, before the image switches to the node user.
    expect(runtimeStage.indexOf(installLine)).toBeLessThan(runtimeStage.findIndex((line) => line.startsWith('USER ')));
  });

  it('runs as a non-root user with a health check, the api by default', () => {
    const users = instructions.filter((line) => line.startsWith('USER ')).map((line) => line.slice(5).trim());
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0']).not.toContain(users[users.length - 1]);
    expect(instructions.some((line) => line.startsWith('HEALTHCHECK ') && line.includes('/health/live'))).toBe(true);
    expect(instructions[instructions.length - 1]).toBe('CMD ["node", "backend/dist/main.js"]');
  });

  it('exposes the port AppConfig listens on, and the one the manifests and compose use', () => {
    expect(runtimeStage).toContain('EXPOSE 3000');
    expect(runtimeStage.find((line) => line.startsWith('ENV '))).toMatch(/\bPORT=3000\b/);
    expect(new AppConfig({ PORT: '3000' }).port).toBe(3000);
  });

  it('puts in the image every script that the image, compose and the manifests run, built from a source that exists', () => {
    const scripts = entryScripts();
    expect(scripts.sort()).toEqual(['backend/dist/main.js', 'backend/dist/worker.js', 'cli/dist/main.js']);
    const cmd = JSON.parse(instructions[instructions.length - 1].slice(4)) as string[];
    for (const script of [...scripts, cmd[1]]) {
      expect({ script, source: sourceOfBuildOutput(script) }).toEqual({ script, source: expect.stringMatching(/\.ts$/) });
      const folder = script.split('/').slice(0, 2).join('/');
      expect(runtimeStage.some((line) => line.startsWith('COPY --from=build') && line.includes(`/app/${folder} ${folder}`))).toBe(true);
    }
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
  const compose = loadCompose();
  const { services } = compose;
  const appVariables = variablesAppConfigReads();
  const APP_SERVICES = ['api', 'worker', 'migrate'];
  // What docker/.env must set: the secrets AppConfig refuses to leave at their local defaults in production.
  const REQUIRED = ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'SESSION_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];
  const filledIn = Object.fromEntries(REQUIRED.map((name) => [name, `${name.toLowerCase()}-0123456789abcdef0123456789abcdef`]));

  it('runs postgres:15 and redis:7 with health checks, their data in named volumes', () => {
    expect(services.postgres.image).toBe('postgres:15');
    expect(services.redis.image).toBe('redis:7');
    expect(services.postgres.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(services.redis.healthcheck.test.join(' ')).toContain('ping');
    expect(services.postgres.volumes).toEqual(['pgdata:/var/lib/postgresql/data']);
    expect(services.redis.volumes).toEqual(['redisdata:/data']);
    // Redis keeps its queues across a restart only with persistence on.
    expect(services.redis.command).toEqual(expect.arrayContaining(['--appendonly', 'yes']));
    for (const service of Object.values(services)) {
      for (const volume of (service.volumes ?? []) as string[]) {
        const source = volume.split(':')[0];
        expect({ volume, named: source in compose.volumes }).toEqual({ volume, named: true });
      }
    }
  });

  it('catches every e-mail in MailDev, whose web inbox is reachable, and points the app at it', () => {
    expect(services.mail.image).toMatch(/^maildev\/maildev:\d+\.\d+\.\d+$/);
    expect(services.mail.ports).toEqual(['127.0.0.1:1025:1025', '127.0.0.1:1080:1080']);
    for (const name of ['api', 'worker', 'migrate']) expect({ name, smtp: services[name].environment.SMTP_URL }).toEqual({ name, smtp: 'smtp://mail:1025' });
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

  it('publishes the api port, and sets only variables AppConfig reads, to values it accepts once docker/.env is filled in', () => {
    // The site on every interface; metrics (api and worker) on the laptop's loopback only.
    expect(services.api.ports).toEqual(['${PORT:-3000}:3000', `127.0.0.1:9464:${services.api.environment.METRICS_PORT}`]);
    expect(services.worker.ports).toEqual([`127.0.0.1:9465:${services.worker.environment.METRICS_PORT}`]);
    expect(services.api.environment.PORT).toBe('3000');
    for (const name of APP_SERVICES) {
      const { environment, missing } = composeEnvironment(services[name], filledIn);
      expect({ name, unknown: Object.keys(environment).filter((key) => !appVariables.has(key)), missing }).toEqual({ name, unknown: [], missing: [] });
      expect({ name, production: new AppConfig(environment).isProduction }).toEqual({ name, production: true });
    }
  });

  it('runs production mode and has no default for any secret: without docker/.env compose stops, naming each variable and where to set it', () => {
    for (const name of APP_SERVICES) {
      expect({ name, nodeEnv: services[name].environment.NODE_ENV }).toEqual({ name, nodeEnv: 'production' });
      const { missing } = composeEnvironment(services[name], {});
      expect({ name, missing: missing.map((entry) => entry.name).sort() }).toEqual({ name, missing: REQUIRED });
      for (const entry of missing) expect(entry.message).toMatch(new RegExp(`^set ${entry.name} in docker/\\.env\\b.*see docker/\\.env\\.example$`));
      // Every secret is one of those: none is written here or has a ${NAME:-default}.
      const secrets = Object.keys(services[name].environment).filter((key) => /SECRET|_KEY$|_KEY_ID$/.test(key));
      for (const key of secrets) expect({ key, value: services[name].environment[key] }).toEqual({ key, value: expect.stringMatching(new RegExp(`^\\$\\{${key}:\\?`)) });
    }
    // docker/.env, read for the ${...} and handed to the containers, is never committed nor sent to a build.
    expect(services.api.env_file).toEqual([{ path: '.env', required: false }]);
    expect(read('.gitignore').split('\n')).toContain('.env');
    expect(read('.dockerignore').split('\n')).toContain('**/.env');
  });

  it('refuses the local defaults and docker/.env.example as it stands: compose or the api stops', () => {
    const example = Object.fromEntries(dotenvKeys(read('docker/.env.example')).map((key) => [key, '']));
    expect(Object.keys(example).sort()).toEqual(REQUIRED);
    expect(composeEnvironment(services.api, example).missing.map((entry) => entry.name).sort()).toEqual(REQUIRED);

    const localDefaults = { ...filledIn, SESSION_SECRET: 'dev-only-session-secret', STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET: 'whsec_local_dev_secret', GOOGLE_CLIENT_SECRET: 'walkden-local-secret', GOOGLE_CLIENT_ID: 'walkden-local-client' };
    const { environment, missing } = composeEnvironment(services.api, localDefaults);
    expect(missing).toEqual([]);
    expect(() => new AppConfig(environment)).toThrow(/SESSION_SECRET still has its local default[\s\S]*STRIPE_SECRET_KEY still has its local default/);
  });

  it('keeps the servers in docker/services.yml, which runs alone (databases only for make start) with nothing to set', () => {
    const alone = loadCompose('docker/services.yml');
    expect(Object.keys(alone.services).sort()).toEqual(['mail', 'postgres', 'redis']);
    const text = read('docker/services.yml');
    expect(text).not.toMatch(/\$\{/);
  });

  it('gives the api and the worker one PUBLIC_URL: the worker links to it in e-mails and counts visits by it', () => {
    const env = { ...filledIn, PORT: '3100' };
    const urls = ['api', 'worker'].map((name) => composeEnvironment(services[name], env).environment.PUBLIC_URL);
    expect(urls).toEqual(['http://localhost:3100', 'http://localhost:3100']);
  });

  it('checks the worker with the heartbeat file it is told to write', () => {
    expect(services.worker.environment.WORKER_HEARTBEAT_FILE).toMatch(/^\/tmp\//);
    expect(services.worker.healthcheck.test.join(' ')).toContain('process.env.WORKER_HEARTBEAT_FILE');
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
