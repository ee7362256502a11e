import type { IslandImage } from '../../lib/island-image';

/** One gallery image as the island receives it: optimized variants plus its caption. */
export interface GalleryItem {
  /** Large image of the carousel stage (responsive srcset). */
  main: IslandImage;
  /** Small image of the thumbnail strip and of the grid. */
  thumb: IslandImage;
  /** Full-screen variants for the viewer, narrowest first. */
  full: Array<{ src: string; width: number; height: number }>;
  alt: string;
  title?: string | undefined;
  subtitle?: string | undefined;
}
