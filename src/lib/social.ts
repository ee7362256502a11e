/** A readable name for a social-network link when the editor gave none ("instagram.com/x" → "Instagram"). */
export function socialNetworkName(link: string): string {
  try {
    const host = new URL(link).hostname.replace(/^(www|m)\./, '');
    const name = host.split('.')[0] ?? host;
    if (name === 'x' || name === 'twitter') return 'X (Twitter)';
    return name.charAt(0).toUpperCase() + name.slice(1);
  } catch {
    return 'Rede social';
  }
}
