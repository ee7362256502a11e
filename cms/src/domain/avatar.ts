/**
 * The user's avatar (spec 01 §3 `User.avatar`, §2.4 profile menu): the picture of the Google
 * account a user signs in with, kept on the user as its https URL. Only Google's profile-picture
 * hosts are accepted — never another scheme, another host, credentials or a URL longer than
 * AVATAR_URL_MAX — so a stored value can never point the browser anywhere else; without one the
 * menu shows the initials.
 */
export const AVATAR_URL_MAX = 1000;
/** Google serves profile pictures from `lh3.googleusercontent.com` and its siblings. */
const AVATAR_HOST = /^(?:[a-z0-9-]+\.)*googleusercontent\.com$/;

export function safeAvatarUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > AVATAR_URL_MAX) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (!AVATAR_HOST.test(url.hostname)) return null;
  return url.toString();
}

/** Up to two initials of a name ('Maria da Silva' → 'MD'), for the menu without a picture. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
