import { describe, expect, it } from 'vitest';
import { EMBED_SIZES, embedPath, embedSnippet, SHARE_TARGETS, shareUrl } from '../../core/share';

const page = { url: 'https://tack.example/pin/42/', title: 'Tea & toast? 100%' };

describe('share sheet addresses', () => {
  it('email is a mailto: link with the title as subject and the link in the body, spaces as %20', () => {
    const url = shareUrl('email', page);
    expect(url.startsWith('mailto:?subject=')).toBe(true);
    const params = new URLSearchParams(url.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(page.title);
    expect(params.get('body')).toBe(`I found this on Tackboard: ${page.title}\n${page.url}`);
    expect(url).not.toContain('+');
  });

  it('WhatsApp, Facebook, X and Reddit get the link encoded in their share addresses', () => {
    const read = (address: string) => new URL(address);
    const whatsapp = read(shareUrl('whatsapp', page));
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/');
    expect(whatsapp.searchParams.get('text')).toBe(`${page.title} ${page.url}`);

    const facebook = read(shareUrl('facebook', page));
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(facebook.searchParams.get('u')).toBe(page.url);

    const x = read(shareUrl('x', page));
    expect(x.origin + x.pathname).toBe('https://x.com/intent/post');
    expect(x.searchParams.get('url')).toBe(page.url);
    expect(x.searchParams.get('text')).toBe(page.title);

    const reddit = read(shareUrl('reddit', page));
    expect(reddit.origin + reddit.pathname).toBe('https://www.reddit.com/submit');
    expect(reddit.searchParams.get('url')).toBe(page.url);
    expect(reddit.searchParams.get('title')).toBe(page.title);
  });

  it('an untitled page shares just its link', () => {
    const untitled = { url: page.url, title: '' };
    expect(new URL(shareUrl('whatsapp', untitled)).searchParams.get('text')).toBe(page.url);
    expect(new URL(shareUrl('x', untitled)).searchParams.has('text')).toBe(false);
    expect(new URL(shareUrl('reddit', untitled)).searchParams.has('title')).toBe(false);
  });

  it('every target has an address, and no text can end the link early', () => {
    const tricky = {
      url: 'https://tack.example/pin/1/?share=true&x=1',
      title: 'a&url=https://evil.example#',
    };
    for (const target of SHARE_TARGETS) {
      const address = shareUrl(target, tricky);
      expect(address).not.toContain('evil.example#');
      expect(address).not.toContain('&x=1');
    }
  });
});

describe('embed snippet', () => {
  it('frames the embed page at its size, titled, lazy and sandboxed to opening links', () => {
    const snippet = embedSnippet('https://tack.example/', 'pin', '42', 'Tea "time"');
    expect(embedPath('pin', '42')).toBe('/embed/pin/42/');
    expect(snippet).toBe(
      `<iframe src="https://tack.example/embed/pin/42/" width="${EMBED_SIZES.pin.width}" height="${EMBED_SIZES.pin.height}" title="Tea &#34;time&#34;" style="border:0" loading="lazy" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>`,
    );
  });

  it('a board embed points at the board page and names itself when untitled', () => {
    const snippet = embedSnippet('http://localhost:3000', 'board', '7', '');
    expect(snippet).toContain('src="http://localhost:3000/embed/board/7/"');
    expect(snippet).toContain('title="Board on Tackboard"');
    expect(snippet).toContain(`width="${EMBED_SIZES.board.width}"`);
  });
});
