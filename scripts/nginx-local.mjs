// @ts-check
// deploy/nginx.conf run on this machine, as ops install it but pointed at local ports, a throwaway self-signed
// certificate and a private folder: for `npm run bench` (the pages as visitors get them) and the system test of the
// config (tests/system/nginx.test.ts). Linux with nginx installed (Debian: apt-get install nginx-light).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * The nginx binary: `preferred` when it runs, else the usual places; null when there is none.
 * @param {string} [preferred]
 * @returns {string | null}
 */
export function findNginx(preferred) {
  for (const candidate of [
    preferred,
    "/usr/sbin/nginx",
    "/usr/local/sbin/nginx",
    "/usr/local/nginx/sbin/nginx",
    "nginx",
  ]) {
    if (candidate && spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  return null;
}

/**
 * deploy/nginx.conf with its lines marked "bench:" rewritten, inside a minimal main configuration of its own.
 * @param {string} template the file's text
 * @param {{ appPort: number, listenPort: number, dir: string }} where
 */
function localNginxConfig(template, { appPort, listenPort, dir }) {
  /** @type {[RegExp, string][]} */
  const rewrites = [
    // The plain-HTTP server only redirects to HTTPS and would need port 80.
    [/server \{\n {2}listen 80;[\s\S]*?\n\}\n/, ""],
    [/server 127\.0\.0\.1:\d+;/, `server 127.0.0.1:${appPort};`],
    [/listen 443 ssl http2;/, `listen 127.0.0.1:${listenPort} ssl http2;`],
    [/ *listen \[::\]:443 ssl http2;.*\n/, ""],
    [/ssl_certificate \S+;/, `ssl_certificate ${dir}/cert.pem;`],
    [/ssl_certificate_key \S+;/, `ssl_certificate_key ${dir}/key.pem;`],
    [/proxy_cache_path \S+/, `proxy_cache_path ${dir}/cache`],
  ];
  let server = template;
  for (const [pattern, replacement] of rewrites) {
    if (!pattern.test(server)) throw new Error(`deploy/nginx.conf no longer has ${pattern}: update ${import.meta.url}`);
    server = server.replace(pattern, replacement);
  }
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind};`)
    .join("\n");
  return `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nworker_processes 1;\nevents { worker_connections 512; }\nhttp {\n  access_log off;\n  default_type application/octet-stream;\n${temp}\n${server}}\n`;
}

/**
 * Starts nginx with deploy/nginx.conf in front of the app on `appPort`, listening for HTTPS on `listenPort`, and
 * waits until it answers. `stop` ends it and removes its folder.
 * @param {string} binary
 * @param {{ appPort: number, listenPort: number }} ports
 */
export async function startNginx(binary, { appPort, listenPort }) {
  // Started by root, nginx's workers run as another user, who must reach the cache and temporary folders in here:
  // a folder of its own in the system's temporary folder, open to them.
  const dir = mkdtempSync(path.join(tmpdir(), "nexora-nginx-"));
  chmodSync(dir, 0o755);
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost", "-keyout", `${dir}/key.pem`, "-out", `${dir}/cert.pem`],
    ],
    { stdio: "ignore" },
  );
  const template = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
  writeFileSync(`${dir}/nginx.conf`, localNginxConfig(template, { appPort, listenPort, dir }));
  // -e: the error log from the start, before the configuration's own is read (the default one may not be writable).
  const proxy = spawn(binary, ["-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`, "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => proxy.once("exit", resolve));
  const stop = async () => {
    if (proxy.exitCode === null && proxy.signalCode === null) {
      proxy.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const answers = () =>
    new Promise((resolve) => {
      const req = request(`https://localhost:${listenPort}/robots.txt`, { rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on("error", () => resolve(false));
      req.end();
    });
  for (let i = 0; i < 40; i++) {
    if (await answers()) return { process: proxy, stop };
    if (proxy.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  let log = "";
  try {
    log = readFileSync(`${dir}/error.log`, "utf8");
  } catch {}
  await stop();
  throw new Error(`nginx did not start:\n${log}`);
}
