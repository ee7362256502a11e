/** The signed-in user and the contract the screens act on (session-wide state, DESIGN §6). */
import { atom } from 'nanostores';
import type { Contract, Me, MenuEntry } from '../../lib/portal-types';

export const $user = atom<Me | null>(null);
/** The customer's selected contract, or for staff the contract of the started service. */
export const $selectedContract = atom<Contract | null>(null);
/** The screens this user may open (from GET /api/portal/menu). */
export const $menu = atom<MenuEntry[]>([]);

export function setUser(user: Me | null): void {
  $user.set(user);
  $selectedContract.set(user?.attendantSession?.contract ?? user?.selectedContract ?? null);
}
