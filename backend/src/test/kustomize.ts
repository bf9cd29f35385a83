// A small `kustomize build` for what our overlays use (resources, namespace, images, strategic-merge
// patches by path), so that the deployment test sees what the cluster would get without the binary.
// Anything else in a kustomization.yaml is refused rather than silently ignored.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are free-form YAML */
export type Manifest = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> }; [key: string]: any };

const SUPPORTED = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'images', 'patches']);
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'PersistentVolume', 'StorageClass', 'IngressClass']);

export function parseManifests(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.map((e) => e.message).join('; ')}`);
    return document.toJS() as Manifest;
  });
}

const isObject = (value: unknown): value is Record<string, any> => typeof value === 'object' && value !== null && !Array.isArray(value);
const byName = (list: unknown[]): boolean => list.every((item) => isObject(item) && typeof item.name === 'string');

/** Strategic merge as kustomize does it for what we patch: maps merge, lists of named items merge by name, other lists are replaced, null deletes. */
export function strategicMerge(base: any, patch: any): any {
  if (isObject(base) && isObject(patch)) {
    const merged: Record<string, any> = { ...base };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete merged[key];
      else merged[key] = strategicMerge(base[key], value);
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(patch) && base.length > 0 && byName(base) && byName(patch)) {
    const merged = base.map((item) => {
      const match = patch.find((candidate) => candidate.name === item.name);
      return match ? strategicMerge(item, match) : item;
    });
    return [...merged, ...patch.filter((item) => !base.some((candidate) => candidate.name === item.name))];
  }
  return structuredClone(patch);
}

function podSpecsOf(manifest: Manifest): any[] {
  const template = manifest.spec?.template?.spec ?? manifest.spec?.jobTemplate?.spec?.template?.spec;
  return template ? [template] : [];
}

const imageName = (image: string): string => image.replace(/@.*$/, '').replace(/:[^/:]+$/, '');

/** The objects `kustomize build <dir>` would print. Throws on a missing file or a patch that matches no object or several. */
export function buildKustomization(dir: string): Manifest[] {
  const file = join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${dir} has no kustomization.yaml`);
  const kustomization = parse(readFileSync(file, 'utf8')) as Record<string, any>;
  const unsupported = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length > 0) throw new Error(`${file}: this test's kustomize does not implement ${unsupported.join(', ')}`);

  let objects: Manifest[] = [];
  for (const resource of kustomization.resources ?? []) {
    const path = join(dir, resource);
    if (!existsSync(path)) throw new Error(`${file}: resource ${resource} does not exist`);
    objects.push(...(statSync(path).isDirectory() ? buildKustomization(path) : parseManifests(path)));
  }

  for (const entry of kustomization.patches ?? []) {
    if (Object.keys(entry).join() !== 'path') throw new Error(`${file}: only patches with a path are implemented`);
    const path = join(dir, entry.path);
    if (!existsSync(path)) throw new Error(`${file}: patch ${entry.path} does not exist`);
    for (const patch of parseManifests(path)) {
      const targets = objects.filter((o) => o.apiVersion === patch.apiVersion && o.kind === patch.kind && o.metadata.name === patch.metadata.name);
      if (targets.length !== 1) throw new Error(`${file}: patch ${entry.path} matches ${targets.length} objects (${patch.kind} ${patch.metadata.name})`);
      objects = objects.map((o) => (o === targets[0] ? strategicMerge(o, patch) : o));
    }
  }

  if (kustomization.namespace) {
    objects = objects.map((o) => (CLUSTER_SCOPED.has(o.kind) ? o : { ...o, metadata: { ...o.metadata, namespace: kustomization.namespace } }));
  }

  for (const image of kustomization.images ?? []) {
    let used = false;
    for (const pod of objects.flatMap(podSpecsOf)) {
      for (const container of [...(pod.containers ?? []), ...(pod.initContainers ?? [])]) {
        if (imageName(container.image) !== image.name) continue;
        used = true;
        const name = image.newName ?? image.name;
        container.image = image.digest ? `${name}@${image.digest}` : `${name}:${image.newTag ?? container.image.slice(imageName(container.image).length + 1)}`;
      }
    }
    if (!used) throw new Error(`${file}: image ${image.name} is used by no container`);
  }
  return objects;
}
