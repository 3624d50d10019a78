import { describe, expect, it } from 'vitest';
import { bookmarkletHref, bookmarkletSource } from '../../core/bookmarklet';

interface FakeNode {
  tag: string;
  style: { cssText: string };
  attributes: Record<string, string>;
  children: FakeNode[];
  textContent: string;
  parentNode: FakeNode | null;
  id?: string;
  type?: string;
  src?: string;
  alt?: string;
  onclick?: () => void;
  setAttribute(name: string, value: string): void;
  appendChild(child: FakeNode): FakeNode;
  removeChild(child: FakeNode): void;
  focus(): void;
}

function node(tag: string): FakeNode {
  const self: FakeNode = {
    tag,
    style: { cssText: '' },
    attributes: {},
    children: [],
    textContent: '',
    parentNode: null,
    setAttribute(name, value) {
      self.attributes[name] = value;
    },
    appendChild(child) {
      child.parentNode = self;
      self.children.push(child);
      return child;
    },
    removeChild(child) {
      self.children = self.children.filter((c) => c !== child);
      child.parentNode = null;
    },
    focus() {},
  };
  return self;
}

function all(root: FakeNode): FakeNode[] {
  return [root, ...root.children.flatMap(all)];
}

/** Runs the bookmarklet on a fake page and reports the popups it opened. */
function runOn(page: {
  images: { src: string; naturalWidth: number; naturalHeight: number }[];
  title: string;
}) {
  const opened: { url: string; name: string; features: string }[] = [];
  const body = node('body');
  const document = {
    images: page.images,
    title: page.title,
    body,
    documentElement: body,
    getElementById: (id: string) => all(body).find((n) => n.id === id) ?? null,
    createElement: node,
    addEventListener() {},
    removeEventListener() {},
  };
  const window = {
    location: { href: 'https://blog.example/post?id=1' },
    screenX: 0,
    screenY: 0,
    outerWidth: 1750,
    outerHeight: 1000,
    getSelection: () => '',
    open: (url: string, name: string, features: string) => opened.push({ url, name, features }),
  };
  new Function('document', 'window', bookmarkletSource('https://tackboard.example'))(document, window);
  return { opened, body };
}

const big = (src: string) => ({ src, naturalWidth: 600, naturalHeight: 400 });

describe('the Save to Tackboard bookmarklet', () => {
  it('is a javascript: link with nothing a browser would misread', () => {
    const href = bookmarkletHref('https://tackboard.example');
    expect(href.startsWith('javascript:')).toBe(true);
    expect(href.slice('javascript:'.length)).not.toMatch(/[\s"<>]/);
    expect(decodeURIComponent(href.slice('javascript:'.length))).toBe(
      bookmarkletSource('https://tackboard.example'),
    );
  });

  it('opens the pin-create page with the only large image, the page url and title, in a 750×750 popup', () => {
    const { opened } = runOn({
      images: [
        big('https://blog.example/a.jpg'),
        { src: 'https://blog.example/icon.png', naturalWidth: 119, naturalHeight: 600 },
      ],
      title: 'Blue vase',
    });
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]!.url);
    expect(url.origin + url.pathname).toBe('https://tackboard.example/pin/create/bookmarklet/');
    expect(url.searchParams.get('url')).toBe('https://blog.example/post?id=1');
    expect(url.searchParams.get('media')).toBe('https://blog.example/a.jpg');
    expect(url.searchParams.get('description')).toBe('Blue vase');
    expect(opened[0]!.features).toContain('width=750,height=750');
  });

  it('opens without media when the page has no image over 119 px, for the page to find images itself', () => {
    const { opened } = runOn({
      images: [{ src: 'https://blog.example/icon.png', naturalWidth: 64, naturalHeight: 64 }],
      title: 'Post',
    });
    expect(new URL(opened[0]!.url).searchParams.has('media')).toBe(false);
  });

  it('lets the person pick among several images, each once, and opens the popup with the one picked', () => {
    const { opened, body } = runOn({
      images: [
        big('https://blog.example/a.jpg'),
        big('https://blog.example/b.jpg'),
        big('https://blog.example/a.jpg'),
      ],
      title: 'Post',
    });
    expect(opened).toHaveLength(0);
    const buttons = all(body).filter((n) => n.attributes['aria-label']?.startsWith('Save image'));
    expect(buttons.map((b) => b.attributes['aria-label'])).toEqual([
      'Save image 1 of 2 (600 x 400)',
      'Save image 2 of 2 (600 x 400)',
    ]);
    buttons[1]!.onclick!();
    expect(new URL(opened[0]!.url).searchParams.get('media')).toBe('https://blog.example/b.jpg');
    // The overlay is gone once an image is picked.
    expect(body.children).toHaveLength(0);
  });
});
