/**
 * Site content the client-area page hands to the island with the user (read at request time
 * from the site's build-time CMS content, so a publish in the CMS reaches it with the next
 * rebuild): the quick-access entries and the emergency phone. Screens composed in the app layer
 * read it from here.
 */
import { atom } from 'nanostores';
import type { QuickAccessEntry } from '../features/home/model/quick-access';

export interface AreaContent {
  quickAccess: QuickAccessEntry[];
  emergencyPhone: string | null;
}

export const $areaContent = atom<AreaContent>({ quickAccess: [], emergencyPhone: null });
