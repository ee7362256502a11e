/**
 * Disclosure buttons of the site chrome (mobile menus, collapsible footer columns): a button
 * with `data-disclosure` and `aria-controls` toggles `data-open` on its panel. One delegated
 * listener serves every button on the page, so components can import this module freely.
 * Also closes open `details[data-dropdown]` menus on Escape or a click outside them.
 */
function panelOf(button: Element): HTMLElement | null {
  const id = button.getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
}

function setOpen(button: Element, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  panelOf(button)?.toggleAttribute('data-open', open);
}

document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  const button = target?.closest('[data-disclosure]');
  if (button) setOpen(button, button.getAttribute('aria-expanded') !== 'true');
  for (const details of document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]')) {
    if (!target || !details.contains(target)) details.open = false;
  }
});

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const details of document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]')) {
    details.open = false;
    details.querySelector('summary')?.focus();
  }
  const active = document.activeElement;
  const openButton = [...document.querySelectorAll('[data-disclosure][aria-expanded="true"]')].find((b) => {
    const panel = panelOf(b);
    return panel && active && panel.contains(active);
  });
  if (openButton instanceof HTMLElement) {
    setOpen(openButton, false);
    openButton.focus();
  }
});
