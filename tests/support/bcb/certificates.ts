/**
 * A throwaway PKI for a test: a CA, the provider's server certificate (for 127.0.0.1/localhost) and
 * the portal's client certificate, made with the system's openssl in a temporary folder.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestPki {
  dir: string;
  caFile: string;
  serverCertFile: string;
  serverKeyFile: string;
  clientCertFile: string;
  clientKeyFile: string;
  /** A client certificate of ANOTHER CA (the provider must refuse it). */
  strangerCertFile: string;
  strangerKeyFile: string;
  remove(): void;
}

export function makeTestPki(): TestPki {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pix-pki-'));
  const at = (name: string) => path.join(dir, name);
  const ssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ca = (name: string, subject: string) =>
    ssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      at(`${name}.key`),
      '-out',
      at(`${name}.crt`),
      '-days',
      '2',
      '-subj',
      subject,
    );
  const issue = (name: string, subject: string, caName: string, ext: string) => {
    ssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', at(`${name}.key`), '-out', at(`${name}.csr`), '-subj', subject);
    fs.writeFileSync(at(`${name}.ext`), ext);
    ssl(
      'x509',
      '-req',
      '-in',
      at(`${name}.csr`),
      '-CA',
      at(`${caName}.crt`),
      '-CAkey',
      at(`${caName}.key`),
      '-CAcreateserial',
      '-out',
      at(`${name}.crt`),
      '-days',
      '2',
      '-extfile',
      at(`${name}.ext`),
    );
  };
  ca('ca', '/CN=Test Pix Provider CA');
  ca('other-ca', '/CN=Someone Else CA');
  issue('server', '/CN=127.0.0.1', 'ca', 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n');
  issue('client', '/CN=portal-necta/O=Necta Gas Natural', 'ca', 'extendedKeyUsage=clientAuth\n');
  issue('stranger', '/CN=stranger', 'other-ca', 'extendedKeyUsage=clientAuth\n');
  return {
    dir,
    caFile: at('ca.crt'),
    serverCertFile: at('server.crt'),
    serverKeyFile: at('server.key'),
    clientCertFile: at('client.crt'),
    clientKeyFile: at('client.key'),
    strangerCertFile: at('stranger.crt'),
    strangerKeyFile: at('stranger.key'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
