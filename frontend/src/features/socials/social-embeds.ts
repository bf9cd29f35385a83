import type { SocialNetwork } from '../../shared/restaurant/restaurant';

/** Where each network's feed is embedded from: the hosts the page's Content-Security-Policy lets it frame. */
export const EMBED_ORIGINS: Record<SocialNetwork, string> = {
  Facebook: 'https://www.facebook.com',
  Instagram: 'https://www.instagram.com',
};

/**
 * The feed's address for an iframe. Both are the networks' plain iframe embeds (no script of
 * theirs runs in our page): Facebook's Page Plugin timeline and Instagram's profile embed.
 */
export function socialEmbedUrl(network: SocialNetwork, profileUrl: string): string {
  if (network === 'Facebook') {
    const params = new URLSearchParams({
      href: profileUrl,
      tabs: 'timeline',
      width: '500',
      height: '600',
      small_header: 'true',
      adapt_container_width: 'true',
      hide_cover: 'false',
      show_facepile: 'false',
    });
    return `${EMBED_ORIGINS.Facebook}/plugins/page.php?${params.toString()}`;
  }
  const handle = new URL(profileUrl).pathname.split('/').filter(Boolean)[0] ?? '';
  return `${EMBED_ORIGINS.Instagram}/${encodeURIComponent(handle)}/embed/`;
}
