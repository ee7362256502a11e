/**
 * Images of the payment codes, drawn by well-kept libraries: the bill's collection barcode as
 * Interleaved 2 of 5 (bwip-js, the format FEBRABAN prescribes for arrecadação) and the Pix
 * payload as a QR code (qrcode). Both come back as PNG.
 */
import bwipjs from 'bwip-js';
import QRCode from 'qrcode';

/** The 44-digit barcode as an Interleaved 2 of 5 PNG (narrow bar 2 px, 50 px high, quiet zones). */
export async function barcodePng(barcode: string): Promise<Buffer> {
  if (!/^\d{44}$/.test(barcode)) throw new RangeError('O código de barras tem 44 dígitos');
  return bwipjs.toBuffer({
    bcid: 'interleaved2of5',
    text: barcode,
    scale: 2,
    height: 13,
    includetext: false,
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
}

/** The Pix copia-e-cola payload as a QR code PNG (error correction M, as payment apps expect). */
export async function pixQrPng(payload: string, width = 240): Promise<Buffer> {
  return QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width });
}

export const asDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
