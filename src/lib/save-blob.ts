/**
 * Saves bytes the browser holds (a PDF or CSV fetched from the API) as a file with `fileName`,
 * the way a download link would: no viewer in between (spec 01 §7: the bill is saved as
 * Fatura.pdf).
 *
 * @example
 * saveBlob(await downloadInvoice(invoice), 'Fatura.pdf');
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click is handled; the URL is released a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
