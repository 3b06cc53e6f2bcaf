import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config/config.js';
import { HealthController } from '../../src/observability/health.controller.js';
import { MetricsController } from '../../src/observability/metrics.controller.js';
import { ROOT } from '../support/fleet.js';

/**
 * No container engine runs here, so the deployment files are checked as data: compose.yaml's
 * services and settings against the app's configuration and endpoints, the Dockerfile against
 * the repository and the start command, HAProxy and Prometheus against compose.yaml, and the
 * README's settings table against the settings the app reads.
 */
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Every environment variable loadConfig reads, found by running it over an env that records reads. */
function settingNames(): Set<string> {
  const names = new Set<string>();
  loadConfig(new Proxy({}, { get: (_, name) => (typeof name === 'string' && names.add(name), undefined) }));
  return names;
}

/** The app's health and metrics routes, from the controllers' route metadata. */
function opsRoutes(): string[] {
  const health = Reflect.getMetadata(PATH_METADATA, HealthController) as string;
  const routes: string[] = [];
  for (const controller of [HealthController, MetricsController]) {
    const base = controller === HealthController ? `/${health}` : '';
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const path = Reflect.getMetadata(PATH_METADATA, (controller.prototype as unknown as Record<string, object>)[name] as object) as string | undefined;
      if (path !== undefined && name !== 'constructor') routes.push(`${base}/${path}`);
    }
  }
  return routes;
}

/**
 * Whether .dockerignore keeps a path out of the build context, with Docker's rules: each line a
 * pattern relative to the context (Go filepath.Match, plus `**` for any number of directories),
 * `!` re-includes, the last matching line wins, and excluding a directory excludes what it holds.
 */
function dockerignore(text: string): (path: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const include = line.startsWith('!');
      const pattern = (include ? line.slice(1) : line).trim().replace(/^\/+|\/+$/g, '').replace(/^\.\//, '');
      const source = pattern
        .split('/')
        .map((part) => (part === '**' ? '.*' : part.replace(/[.+^${}()|\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')))
        .join('/')
        .replace(/\.\*\//g, '(?:.*/)?');
      return { include, pattern: new RegExp(`^${source}$`) };
    });
  return (path) => {
    const parts = path.replace(/^\.\//, '').replace(/\/+$/, '').split('/');
    const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let excluded = false;
    for (const rule of rules) if (prefixes.some((prefix) => rule.pattern.test(prefix))) excluded = !rule.include;
    return excluded;
  };
}

interface ComposeService {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
}

/** compose.yaml as compose reads it without an .env file: `${NAME:-default}` becomes the default. */
function interpolatedCompose(): string {
  return read('compose.yaml').replace(/\$\{([A-Z0-9_]+):-([^}]*)\}/g, (_, _name: string, fallback: string) => fallback);
}

describe('deployment files', () => {
  const compose = parse(interpolatedCompose()) as { services: Record<string, ComposeService> };
  const services = compose.services;
  const instances = Object.entries(services).filter(([, service]) => service.image?.startsWith('property-listing-service') && service.command === undefined);
  const settings = settingNames();
  const routes = opsRoutes();

  it('the app exposes the probes and metrics the files rely on', () => {
    expect(routes.sort()).toEqual(['/health/live', '/health/ready', '/metrics']);
  });

  it('compose.yaml takes the database passwords from the environment or .env, the same value for MariaDB and the URL', () => {
    const text = read('compose.yaml');
    expect(text).toContain('mysql://listings:${LISTINGS_DB_PASSWORD:-change-me-listings}@mariadb:3306/listings');
    expect(text).toContain('MARIADB_PASSWORD: ${LISTINGS_DB_PASSWORD:-change-me-listings}');
    expect(text).toContain('MARIADB_ROOT_PASSWORD: ${MARIADB_ROOT_PASSWORD:-change-me-root}');
    // Every other value is literal but the buffer pool's size: no variable the comment does not name.
    expect([...text.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]).sort()).toEqual(['LISTINGS_DB_PASSWORD', 'LISTINGS_DB_PASSWORD', 'MARIADB_BUFFER_POOL_SIZE', 'MARIADB_ROOT_PASSWORD']);
    expect(text).toMatch(/\.env file[\s\S]*LISTINGS_DB_PASSWORD=…[\s\S]*MARIADB_ROOT_PASSWORD=…[\s\S]*MARIADB_BUFFER_POOL_SIZE=…/);
    expect(text).toContain('--innodb-buffer-pool-size=${MARIADB_BUFFER_POOL_SIZE:-1G}');
  });

  it('compose.yaml runs two instances, MariaDB, Redis and a load balancer', () => {
    expect(instances.map(([name]) => name)).toEqual(['app-1', 'app-2']);
    for (const name of ['mariadb', 'redis', 'lb', 'migrate']) expect(services[name]).toBeDefined();
  });

  it('every instance setting is one the app reads, with a value it accepts, pointing at the compose services', () => {
    const mariadb = services['mariadb']?.environment ?? {};
    for (const [, service] of [...instances, ['migrate', services['migrate'] as ComposeService] as const]) {
      const env = service.environment ?? {};
      for (const name of Object.keys(env)) expect(settings).toContain(name);
      const config = loadConfig(env);
      expect(config.database.type).toBe('mysql');
      const url = new URL(config.database.url);
      expect(url.hostname).toBe('mariadb');
      expect(url.pathname).toBe(`/${mariadb['MARIADB_DATABASE']}`);
      expect(decodeURIComponent(url.username)).toBe(mariadb['MARIADB_USER']);
      expect(decodeURIComponent(url.password)).toBe(mariadb['MARIADB_PASSWORD']);
      expect(new URL(config.redisUrl as string).hostname).toBe('redis');
      expect(config.trustProxy).toBe(true);
    }
  });

  it('instances migrate in a release step and start after it, with a readiness health check', () => {
    const migrate = services['migrate'] as ComposeService;
    expect(migrate.command).toEqual(['node', 'dist/cli/migrations/run-migrations.js']);
    expect(existsSync(join(ROOT, 'src/cli/migrations/run-migrations.ts'))).toBe(true);
    for (const [, service] of instances) {
      expect(loadConfig(service.environment ?? {}).database.migrateOnStart).toBe(false);
      expect(service.depends_on).toMatchObject({ migrate: { condition: 'service_completed_successfully' }, redis: { condition: 'service_healthy' } });
      const check = (service.healthcheck?.test ?? []).join(' ');
      expect(check).toContain(`http://127.0.0.1:8080/health/ready`);
      expect(loadConfig(service.environment ?? {}).port).toBe(8080);
    }
  });

  it('HAProxy balances exactly the instances, checks readiness and keeps /metrics internal', () => {
    const lb = services['lb'] as ComposeService;
    const mount = (lb.volumes ?? []).find((volume) => volume.includes('haproxy.cfg')) ?? '';
    const file = mount.split(':')[0] as string;
    expect(existsSync(join(ROOT, file))).toBe(true);
    const cfg = read(file);
    const servers = [...cfg.matchAll(/^\s*server\s+(\S+)\s+(\S+):(\d+)\s+check/gm)].map((m) => [m[1], m[2], Number(m[3])]);
    expect(servers).toEqual(instances.map(([name]) => [name, name, 8080]));
    const check = /option httpchk GET (\S+)/.exec(cfg)?.[1];
    expect(routes).toContain(check);
    expect(check).toBe('/health/ready');
    // Refused whatever the case or encoding (test/e2e/haproxy.e2e.ts runs HAProxy with this file).
    expect(cfg).toMatch(/deny deny_status 404 if \{ path,url_dec,lower -m reg \^\/\+metrics \}/);
    expect(cfg).toContain('option forwardfor');
  });

  it('Prometheus scrapes every instance on the metrics path', () => {
    const config = parse(read('deploy/prometheus.yml')) as { scrape_configs: { metrics_path: string; static_configs: { targets: string[] }[] }[] };
    const job = config.scrape_configs[0];
    expect(routes).toContain(job?.metrics_path);
    expect(job?.static_configs[0]?.targets).toEqual(instances.map(([name]) => `${name}:8080`));
  });

  it('the Dockerfile builds in two stages from files that exist and starts the compiled service as non-root', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    const copied = [...dockerfile.matchAll(/^COPY (?!--from)(.+)$/gm)].flatMap((m) => (m[1] as string).trim().split(/\s+/).slice(0, -1));
    expect(copied.length).toBeGreaterThan(0);
    for (const source of copied) expect(existsSync(join(ROOT, source))).toBe(true);
    // The build context is the repository minus .dockerignore: a COPY of an ignored path fails the build.
    const ignore = dockerignore(read('.dockerignore'));
    expect(copied.filter((source) => ignore(source))).toEqual([]);
    expect(dockerfile).toMatch(/npm ci\b/);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? '[]') as string[];
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    // npm start compiles when the sources changed, then runs the same compiled entry point as the
    // image, exec'd so that the signals npm forwards to the script's shell reach the service.
    expect(pkg.scripts['start']).toMatch(new RegExp(`(^|&& )exec ${cmd.join(' ')}$`));
    expect(cmd).toEqual(['node', 'dist/main.js']);
    expect(existsSync(join(ROOT, 'src/main.ts'))).toBe(true);
    const health = /HEALTHCHECK[\s\S]*?(\/health\/\w+)/.exec(dockerfile)?.[1];
    expect(routes).toContain(health);
    for (const ignored of ['node_modules', 'dist', 'data']) expect(read('.dockerignore').split('\n')).toContain(ignored);
    // `npm run cli` inside the image: the npm scripts start with scripts/build.mjs.
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/scripts \.\/scripts$/m);
  });

  it('the image runs the Node LTS line that CI also tests on', () => {
    const image = /^ARG NODE_IMAGE=node:(\d+)[-.]/m.exec(read('Dockerfile'))?.[1];
    const ci = /^NODE_LTS=(\d+)$/m.exec(read('.ci/run'))?.[1];
    expect(image).toBeDefined();
    expect(image).toBe(ci);
    // Even-numbered lines become LTS; odd ones are short-lived.
    expect(Number(image) % 2).toBe(0);
    expect(Number(image)).toBeGreaterThanOrEqual(26);
  });

  it("the README's settings table lists every setting the app reads", () => {
    const readme = read('README.md');
    const documented = new Set([...readme.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]));
    expect([...settings].filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !settings.has(name as string))).toEqual([]);
  });

  it('docs/deployment.md covers the image, every compose service, the probes and the metrics', () => {
    const doc = read('docs/deployment.md');
    for (const name of Object.keys(services)) expect(doc).toContain(name);
    for (const route of routes) expect(doc).toContain(route);
    expect(doc).toContain('docker build');
  });
});
