import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pdfWorkerSource, pdfWorkerUrl, pickWorker } from '../../src/islands/pdf/pdf-worker';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

describe('self-hosted pdf.js worker', () => {
  it('is the exact pdf.js version react-pdf runs on (a mismatch stops every PDF from rendering)', () => {
    const reactPdf = JSON.parse(fs.readFileSync(require.resolve('react-pdf/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const workerPackage = JSON.parse(fs.readFileSync(path.join(root, pdfWorkerSource, '../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(workerPackage.version).toBe(reactPdf.dependencies['pdfjs-dist']!.replace(/^[\^~=]/, ''));
  });

  it('is bundled with the site, not fetched from another host', () => {
    expect(pdfWorkerUrl).not.toMatch(/^(https?:)?\/\//);
  });

  it('prefers the copy nested under react-pdf over the hoisted one', () => {
    const found = {
      '/node_modules/pdfjs-dist/build/pdf.worker.min.mjs': '/a.mjs',
      '/node_modules/react-pdf/node_modules/pdfjs-dist/build/pdf.worker.min.mjs': '/b.mjs',
    };
    expect(pickWorker(found)).toBe('/node_modules/react-pdf/node_modules/pdfjs-dist/build/pdf.worker.min.mjs');
    expect(pickWorker({ '/node_modules/pdfjs-dist/build/pdf.worker.min.mjs': '/a.mjs' })).toBe(
      '/node_modules/pdfjs-dist/build/pdf.worker.min.mjs',
    );
    expect(() => pickWorker({})).toThrow(/not found/);
  });
});
