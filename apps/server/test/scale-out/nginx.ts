import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { portAnswers } from '../helpers/port-answers.ts';

/** The site configuration a system administrator installs; the test runs nginx from it. */
export const SITE_CONF = path.resolve(import.meta.dirname, '../../../../deploy/nginx/kaizen-academy.conf');

function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
  return null;
}

/** Debian's nginx, installed on first use (CI runs as root on Debian); only the binary is used, not the service. */
export function ensureNginx(): string {
  const found = nginxBinary();
  if (found) return found;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { env, stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { env, stdio: 'inherit' });
  const installed = nginxBinary();
  if (!installed) throw new Error('apt-get installed nginx but no nginx binary was found');
  return installed;
}

export interface Certificate {
  certFile: string;
  keyFile: string;
  /** The certificate itself, for clients to trust as their only CA. */
  pem: Buffer;
}

/** A self-signed certificate for localhost and 127.0.0.1, valid for a day (openssl CLI). */
export function selfSignedCertificate(dir: string): Certificate {
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { certFile, keyFile, pem: fs.readFileSync(certFile) };
}

export interface SiteSettings {
  httpPort: number;
  httpsPort: number;
  /** The app servers' ports, in place of the shipped 3001 and 3002. */
  appPorts: [number, number];
  certificate: Certificate;
  /** Where the caches, logs and the ACME challenge folder go, in place of /var/cache/nginx, /var/log/nginx, /var/www/html. */
  dir: string;
}

/** Replaces `from` (which must occur exactly `times` times) so the shipped file cannot drift from what is tested. */
function replaceExactly(text: string, from: string, to: string, times: number): string {
  const found = text.split(from).length - 1;
  if (found !== times) throw new Error(`${SITE_CONF}: expected "${from}" ${times} times, found it ${found} times`);
  return text.replaceAll(from, to);
}

/**
 * The shipped site configuration with only its ports, certificate and folders changed: listening on loopback on
 * free ports (the IPv6 listeners are left out: the test speaks IPv4), proxying to the test's app servers.
 */
export function siteConfFor(settings: SiteSettings): string {
  const { httpPort, httpsPort, appPorts, certificate, dir } = settings;
  let conf = fs.readFileSync(SITE_CONF, 'utf8');
  conf = replaceExactly(conf, '    listen [::]:80;\n', '', 1);
  conf = replaceExactly(conf, '    listen [::]:443 ssl http2;\n', '', 1);
  conf = replaceExactly(conf, 'listen 80;', `listen 127.0.0.1:${httpPort};`, 1);
  conf = replaceExactly(conf, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`, 1);
  conf = replaceExactly(conf, 'server 127.0.0.1:3001 ', `server 127.0.0.1:${appPorts[0]} `, 1);
  conf = replaceExactly(conf, 'server 127.0.0.1:3002 ', `server 127.0.0.1:${appPorts[1]} `, 1);
  conf = replaceExactly(conf, '/etc/letsencrypt/live/kaizen.example.in/fullchain.pem', certificate.certFile, 1);
  conf = replaceExactly(conf, '/etc/letsencrypt/live/kaizen.example.in/privkey.pem', certificate.keyFile, 1);
  conf = replaceExactly(conf, '/var/cache/nginx/', `${dir}/cache/`, 2);
  conf = replaceExactly(conf, '/var/log/nginx/', `${dir}/logs/`, 4);
  conf = replaceExactly(conf, 'root /var/www/html;', `root ${dir}/www;`, 1);
  return conf;
}

/**
 * What /etc/nginx/nginx.conf gives the site on a server, with everything nginx writes kept in `dir`: a process in
 * the foreground with its own pid file, error log and temporary folders.
 */
function mainConf(dir: string, site: string): string {
  // As root nginx would run its workers as nobody, who cannot enter the test's private temporary folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${dir}/temp/${kind};`)
    .join('\n');
  return `${user}daemon off;
worker_processes 2;
worker_rlimit_nofile 16384;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events {
    worker_connections 4096;
}
http {
    default_type application/octet-stream;
${temp}
${site}
}
`;
}

export interface Nginx {
  /** Where its configuration, logs, caches and ACME challenge folder (www/) are. */
  dir: string;
  httpsUrl: string;
  httpUrl: string;
  accessLog: string;
  /** The access log's whole lines written since `from` (a byte offset; 0 for all). */
  logLines: (from?: number) => string[];
  /** The end of the access log's last whole line, to read only what a later step adds. */
  logOffset: () => number;
  stop: () => Promise<void>;
}

/** Checks the configuration with `nginx -t`, then runs nginx in the foreground until stop(). */
export async function startNginx(binary: string, settings: SiteSettings): Promise<Nginx> {
  const { dir } = settings;
  for (const sub of ['logs', 'temp', 'cache', 'www/.well-known/acme-challenge']) {
    fs.mkdirSync(path.join(dir, sub), { recursive: true });
  }
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, mainConf(dir, siteConfFor(settings)));
  const args = ['-p', dir, '-e', path.join(dir, 'logs/error.log'), '-c', confFile];
  execFileSync(binary, [...args, '-t', '-q'], { stdio: 'inherit' });

  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; !(await portAnswers(settings.httpsPort)); i++) {
    if (child.exitCode !== null || i > 100) {
      child.kill('SIGKILL');
      const log = fs.readFileSync(path.join(dir, 'logs/error.log'), 'utf8');
      throw new Error(`nginx did not start:\n${stderr}\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const accessLog = path.join(dir, 'logs/kaizen-academy.access.log');
  // Whole lines only, at both ends: a read can land while nginx is writing one (a CI run parsed half a line and
  // failed), and so can the offset a test starts reading from.
  const wholeLines = () => {
    const all = fs.existsSync(accessLog) ? fs.readFileSync(accessLog) : Buffer.alloc(0);
    return all.subarray(0, all.lastIndexOf('\n') + 1);
  };
  const read = (from = 0) => wholeLines().subarray(from).toString('utf8').split('\n').filter(Boolean);
  return {
    dir,
    httpsUrl: `https://localhost:${settings.httpsPort}`,
    httpUrl: `http://localhost:${settings.httpPort}`,
    accessLog,
    logLines: read,
    logOffset: () => wholeLines().length,
    stop: async () => {
      // SIGQUIT: nginx's graceful stop, finishing the requests in hand.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

export interface AccessLogLine {
  remoteAddr: string;
  method: string;
  path: string;
  status: number;
  /** Every app server that was asked, in order ("-" when the reply came from nginx's cache or nginx itself). */
  upstreams: string[];
  upstreamStatuses: string[];
  cache: string;
}

/** One line of the site's `kaizen_academy` log format. */
export function parseAccessLine(line: string): AccessLogLine {
  const match =
    /^(\S+) - \S+ \[[^\]]+\] "(\S+) (\S+) [^"]*" (\d{3}) \d+ "[^"]*" "[^"]*" rt=\S+ upstream=(.*) upstream_status=(.*) upstream_rt=.* cache=(\S+)$/.exec(
      line,
    );
  if (!match) throw new Error(`unexpected access log line: ${line}`);
  const list = (text: string) => text.split(/, | : /).filter((part) => part !== '-');
  return {
    remoteAddr: match[1]!,
    method: match[2]!,
    path: match[3]!,
    status: Number(match[4]),
    upstreams: list(match[5]!),
    upstreamStatuses: list(match[6]!),
    cache: match[7]!,
  };
}
