/**
 * The bill PDF and its payment images are read back the way a person and a scanner would:
 * the PDF's text through pdf.js, the barcode through ZXing's ITF reader and the Pix QR through
 * jsQR — not compared with themselves.
 */
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, ITFReader, RGBLuminanceSource } from '@zxing/library';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { collectionBarcode, typeableLine } from '@domain/payment/febraban';
import { pixPayload } from '@domain/payment/pix';
import { billPdf } from '../../cms/src/portal/invoices/bill-pdf';
import { barcodePng, pixQrPng } from '../../cms/src/portal/invoices/payment-images';

const barcode = collectionBarcode({ amountCents: 15_790, companyId: '0123', freeField: '1000000012026030000000001' });
const pix = pixPayload({
  key: 'pix@necta.com.br',
  amountCents: 15_790,
  merchantName: 'Necta Gás Natural',
  merchantCity: 'Araçatuba',
  txid: 'FAT202603000001',
});

function rgba(png: Buffer) {
  const image = PNG.sync.read(png);
  return { data: new Uint8ClampedArray(image.data), width: image.width, height: image.height };
}

async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

// Rasterizing a page and decoding its codes is CPU work: on a loaded 2-core machine one test can
// take far longer than Vitest's 5 s default, so these tests get a budget of their own.
const RASTER_TIMEOUT_MS = 60_000;

describe('payment images', { timeout: RASTER_TIMEOUT_MS }, () => {
  it('draws the barcode as Interleaved 2 of 5 that a scanner reads back to the 44 digits', async () => {
    const { data, width, height } = rgba(await barcodePng(barcode));
    const luminance = new Uint8ClampedArray(width * height);
    for (let i = 0; i < width * height; i++) luminance[i] = data[i * 4]!;
    const source = new RGBLuminanceSource(luminance, width, height);
    const hints = new Map([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.ITF]],
      [DecodeHintType.ALLOWED_LENGTHS, [44]],
    ]);
    const result = new ITFReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints);
    expect(result.getText()).toBe(barcode);
  });

  it('draws a QR code that reads back to exactly the Pix payload', async () => {
    const { data, width, height } = rgba(await pixQrPng(pix));
    expect(jsQR(data, width, height)?.data).toBe(pix);
  });
});

/** The first page of a PDF as printed at `dpi`: RGBA pixels, drawn by pdf.js on @napi-rs/canvas. */
async function printedPage(pdf: Buffer, dpi: number) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const page = await document.getPage(1);
  const viewport = page.getViewport({ scale: dpi / 72 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context as any, canvas: canvas as any, viewport }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return { data: new Uint8ClampedArray(image.data), width: image.width, height: image.height };
}

/** Maria's February bill, with both payment codes. */
const marias = (extra: Partial<Parameters<typeof billPdf>[0]> = {}) =>
  billPdf({
    distributor: { name: 'Necta Gás Natural', cnpj: '12.345.678/0001-95', address: 'Araçatuba - SP', phone: '0800 773 6099' },
    customer: { name: 'Maria da Silva', cpfCnpj: '348.712.965-55', address: 'Rua das Flores, 100 - Lins/SP', consumerCode: '100000001' },
    invoice: {
      numDoc: '000123456',
      issueDate: '2026-03-01',
      referenceMonth: '2026-02',
      dueDate: '2026-03-10',
      amountCents: 15_790,
      consumptionM3: '12.345',
      previousReading: '1200',
      currentReading: '1212',
    },
    payment: { barcode, typeableLine: typeableLine(barcode), pixPayload: pix },
    ...extra,
  });

describe('the bill PDF', { timeout: RASTER_TIMEOUT_MS }, () => {
  it('printed at 150, 200 and 300 dpi, a phone reads the Pix QR code on the page back to exactly the payload', async () => {
    const pdf = await marias();
    for (const dpi of [150, 200, 300]) {
      const page = await printedPage(pdf, dpi);
      expect(jsQR(page.data, page.width, page.height)?.data, `QR at ${dpi} dpi`).toBe(pix);
    }
  });

  it('is a one-page PDF whose text holds the customer, amount, due date and the linha digitável', async () => {
    const pdf = await marias();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    const line = typeableLine(barcode);
    expect(text).toContain(`${line.slice(0, 11)}-${line[11]}`);
    expect(text).toContain(`${line.slice(36, 47)}-${line[47]}`);
    expect(text).toContain('Maria da Silva');
    expect(text).toContain('100000001');
    expect(text).toMatch(/R\$\s157,90/);
    expect(text).toContain('10/03/2026');
    expect(text).toContain('FEVEREIRO/2026');
    expect(text).toContain('12,345 m³');
  });

  it('prints "Composição da tarifa" (Deliberação ARSESP nº 1.151/2021): what went to each item and tax, or why it is not shown', async () => {
    const part = (title: string, amountCents: number) => ({ title, sentence: `Frase de ${title}.`, amountCents });
    // 30,00 + 8,00 + 70,00 + 1,25 + 18,00 + 18,95 + 2,60 + 9,10 = 157,90, Maria's total.
    const composition = {
      reason: null,
      parts: [
        part('Gás natural (molécula)', 3000),
        part('Transporte do gás', 800),
        part('Margem da distribuidora', 7000),
        part('Recuperação das contas gráficas', 125),
        part('Parte fixa', 1800),
        part('ICMS', 1895),
        part('PIS', 260),
        part('COFINS', 910),
      ],
    };
    const text = (await pdfText(await marias({ composition }))).replace(/\s+/g, ' ');
    expect(text).toContain('Composição da tarifa');
    expect(text).toMatch(/Gás natural \(molécula\): R\$\s30,00/);
    expect(text).toMatch(/Margem da distribuidora: R\$\s70,00/);
    expect(text).toMatch(/Recuperação das contas gráficas: R\$\s1,25/);
    expect(text).toMatch(/COFINS: R\$\s9,10/);
    expect(text).toContain('Frase de Transporte do gás.');
    const without = (
      await pdfText(await marias({ composition: { parts: [], reason: 'A tarifa desta fatura foi cadastrada sem a divisão.' } }))
    ).replace(/\s+/g, ' ');
    expect(without).toContain('Composição da tarifa A tarifa desta fatura foi cadastrada sem a divisão.');
  });
});
