/** Business constants of the specification (spec 04 §9 and shared ones). */
export const CUSTOMER_SERVICE_PHONE = '0800 773 6099';
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGE_LINKS = 5;
export const FLOATING_MENU_THRESHOLD_PX = 50;
export const SOLUTIONS_ROTATE_MS = 4000;
export const SLIDER_AUTOPLAY_DEFAULT_S = 3;
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
export const GALLERY_THUMBS = { wide: 5, medium: 4, wideFrom: 1440, mediumFrom: 768 } as const;
export const BREAKPOINTS = { mobileMax: 767, desktopFrom: 1024 } as const;
export const VIDEO_VOLUME = 0.7;
export const VIDEO_SIZES = {
  Pequeno: { width: 413, height: 480, mobileWidth: 343, mobileHeight: 480 },
  Medio: { width: 561, height: 328 },
  Grande: { width: 858, height: 328, mobileHeight: 193 },
} as const;
export const COVER_RATIOS = { desktop: '1136 / 208', mobile: '343 / 208' } as const;
export const FOOTER_COLUMN_TITLE_MAX = 25;
export const LANDING_FOOTER_DEFAULT_COPYRIGHT = '© 2023 Necta Gás Natural. Todos os direitos reservados.';
export const CITIES = [
  'Araçatuba',
  'Araraquara',
  'Bauru',
  'Descalvado',
  'Ibitinga',
  'Itápolis',
  'Lençóis Paulista',
  'Lins',
  'Marília',
  'Matão',
  'Pederneiras',
  'Porto Ferreira',
  'Ribeirão Preto',
  'São Carlos',
  'Valparaíso',
] as const;
