import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Debian's caddy package (`.ci/run` installs it, as it does Chromium). */
export const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';

export type Caddy = {
  httpsPort: number;
  httpPort: number;
  /** The root certificate of Caddy's internal authority, which signed the site's certificate. */
  rootCertificate: string;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Caddy running the repo's own deploy/Caddyfile for `localhost`, in front of `upstream`, with its internal
 * certificate authority instead of Let's Encrypt (no internet here) and ports of its own; its data (the
 * authority and certificates) in `folder`, never in the system's trust store.
 */
export async function startCaddy(options: {
  upstream: string;
  folder: string;
  httpsPort: number;
  httpPort: number;
}): Promise<Caddy> {
  if (!fs.existsSync(CADDY)) throw new Error(`Caddy is not installed at ${CADDY}: apt-get install -y caddy`);
  const { httpsPort, httpPort } = options;
  const config = path.join(options.folder, 'Caddyfile');
  fs.writeFileSync(
    config,
    [
      '{',
      '\tadmin off',
      `\thttp_port ${httpPort}`,
      `\thttps_port ${httpsPort}`,
      '\tlocal_certs',
      '\tskip_install_trust',
      // A stream still open when the test stops Caddy holds it no longer than this.
      '\tgrace_period 2s',
      '}',
      `import ${path.resolve('deploy/Caddyfile')}`,
      '',
    ].join('\n'),
  );
  const env = {
    ...process.env,
    SHOP_DOMAIN: 'localhost',
    SHOP_UPSTREAM: options.upstream,
    XDG_DATA_HOME: path.join(options.folder, 'data'),
    XDG_CONFIG_HOME: path.join(options.folder, 'config'),
  };
  // Refuses a Caddyfile that does not parse before anything starts.
  execFileSync(CADDY, ['validate', '--config', config, '--adapter', 'caddyfile'], { env, stdio: 'pipe' });
  const child: ChildProcess = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const rootPath = path.join(options.folder, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  // Serving once the site's certificate is issued (its root written) and the HTTPS port answers.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`caddy exited early: ${output}`);
    if (fs.existsSync(rootPath) && /certificate obtained successfully|serving initial configuration/.test(output)) {
      const answers = await new Promise<boolean>((resolve) => {
        const socket = net.connect(httpsPort, '127.0.0.1', () => {
          socket.destroy();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      if (answers)
        return { httpsPort, httpPort, rootCertificate: fs.readFileSync(rootPath, 'utf8'), output: () => output, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`caddy did not serve within 30 s: ${output}`);
}
