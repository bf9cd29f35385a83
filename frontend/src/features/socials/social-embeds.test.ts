import { EMBED_ORIGINS, socialEmbedUrl } from './social-embeds';

describe('socialEmbedUrl', () => {
  it("embeds the Facebook page's timeline through the Page Plugin", () => {
    const url = new URL(socialEmbedUrl('Facebook', 'https://www.facebook.com/walkdenfriedchicken'));
    expect(url.origin).toBe(EMBED_ORIGINS.Facebook);
    expect(url.pathname).toBe('/plugins/page.php');
    expect(url.searchParams.get('href')).toBe('https://www.facebook.com/walkdenfriedchicken');
    expect(url.searchParams.get('tabs')).toBe('timeline');
  });

  it("embeds the Instagram profile by its handle", () => {
    expect(socialEmbedUrl('Instagram', 'https://www.instagram.com/walkdenfriedchicken/')).toBe('https://www.instagram.com/walkdenfriedchicken/embed/');
  });
});
