/**
 * The PDF viewer block's button (blocks/pdf-viewer.astro): shown once scripts run, it loads the
 * viewer (mount.tsx: React, react-pdf, pdf.js) on the reader's click and moves the focus to the
 * document. Without JavaScript the button stays hidden and the download link does the work.
 */
export function openPdfViewers(root: ParentNode = document): void {
  for (const block of root.querySelectorAll<HTMLElement>('[data-pdf-viewer]')) {
    const button = block.querySelector<HTMLButtonElement>('[data-pdf-open]');
    if (!button || button.dataset.ready) continue;
    button.dataset.ready = 'true';
    button.hidden = false;
    button.addEventListener(
      'click',
      async () => {
        button.disabled = true;
        button.textContent = 'Carregando documento…';
        const { mountPdfViewer } = await import('./mount');
        const host = block.querySelector<HTMLElement>('[data-pdf-host]')!;
        mountPdfViewer(host, block.dataset.url ?? '', block.dataset.title ?? '');
        host.focus();
      },
      { once: true },
    );
  }
}
