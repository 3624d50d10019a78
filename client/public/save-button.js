/*
 * Tackboard Save buttons for any website (method "button").
 *
 *   <script async src="https://YOUR-TACKBOARD/save-button.js"></script>
 *
 *   <a data-tackboard-save href="https://YOUR-TACKBOARD/pin/create/button/?url=…&media=…&description=…">Save</a>
 *   <img src="photo.jpg" alt="A blue vase" data-tackboard-media>
 *
 * Links with data-tackboard-save become Save buttons that open the pin-create page in a 750×750 popup. Images
 * with data-tackboard-media get a Save button over their top-left corner; the attribute's value, when given, is
 * the image to save instead of the one shown. data-tackboard-url and data-tackboard-description set the page
 * link (default: this page) and the description (default: the image's alt text, else the page title). Content
 * added later is picked up too. Styles are set through the DOM, so a page's style-src policy does not strip them.
 */
(() => {
  if (window.TackboardSave) {
    window.TackboardSave.scan(document);
    return;
  }

  const script = document.currentScript;
  const origin = script?.src ? new URL(script.src, window.location.href).origin : window.location.origin;
  const WIDTH = 750;
  const HEIGHT = 750;
  const WINDOW_NAME = 'tackboard_pin_create';
  const READY = 'data-tackboard-ready';
  // Pins from this script carry a guid: the server records them as "button", hand-made links as "button_external".
  const guid = `tb-${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}`;

  const BUTTON_STYLE = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '6px',
    boxSizing: 'border-box',
    minHeight: '36px',
    padding: '0 14px',
    border: '0',
    borderRadius: '999px',
    background: '#d7263d',
    color: '#ffffff',
    font: '600 14px/1 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    textDecoration: 'none',
    cursor: 'pointer',
    boxShadow: '0 1px 4px rgba(0, 0, 0, 0.25)',
  };

  function applyStyle(element, style) {
    for (const key of Object.keys(style)) element.style[key] = style[key];
  }

  function isPinCreateLink(href) {
    try {
      const url = new URL(href, window.location.href);
      return url.origin === origin && /^\/pin\/create(\/|$)/.test(url.pathname);
    } catch {
      return false;
    }
  }

  /** The pin-create page for a page link, an image and a description. */
  function createUrl(options) {
    const query = new URLSearchParams();
    query.set('url', options.url || window.location.href);
    if (options.media) query.set('media', new URL(options.media, window.location.href).href);
    if (options.description) query.set('description', options.description.slice(0, 500));
    query.set('guid', guid);
    return `${origin}/pin/create/button/?${query}`;
  }

  /** Adds this script's guid to a hand-written pin-create link that has none. */
  function withGuid(href) {
    const url = new URL(href, window.location.href);
    if (!url.searchParams.has('guid')) url.searchParams.set('guid', guid);
    return url.href;
  }

  /** Opens the popup, centred on this window; null when a popup blocker stopped it. */
  function openPopup(href) {
    const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - WIDTH) / 2));
    const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - HEIGHT) / 2));
    return window.open(
      href,
      WINDOW_NAME,
      `width=${WIDTH},height=${HEIGHT},left=${left},top=${top},resizable=yes,scrollbars=yes`,
    );
  }

  function plainClick(event) {
    return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  }

  function enhanceLink(link) {
    if (link.hasAttribute(READY)) return;
    link.setAttribute(READY, '');
    const href = link.getAttribute('href') || '';
    link.href = isPinCreateLink(href)
      ? withGuid(href)
      : createUrl({
          url: link.getAttribute('data-tackboard-url'),
          media: link.getAttribute('data-tackboard-media'),
          description: link.getAttribute('data-tackboard-description') || document.title,
        });
    if (!link.textContent.trim()) link.textContent = 'Save';
    if (!link.hasAttribute('aria-label'))
      link.setAttribute('aria-label', `${link.textContent.trim()} to Tackboard`);
    link.title = link.title || 'Save to Tackboard';
    applyStyle(link, BUTTON_STYLE);
    // A link still works when popups are blocked: it then opens the page the ordinary way.
    link.addEventListener('click', (event) => {
      if (event.defaultPrevented || !plainClick(event)) return;
      if (openPopup(link.href)) event.preventDefault();
    });
  }

  function enhanceImage(image) {
    if (image.hasAttribute(READY)) return;
    image.setAttribute(READY, '');
    const frame = document.createElement('span');
    applyStyle(frame, {
      position: 'relative',
      display: 'inline-block',
      maxWidth: '100%',
      verticalAlign: 'top',
    });
    image.parentNode.insertBefore(frame, image);
    frame.appendChild(image);
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Save';
    button.setAttribute('aria-label', `Save ${image.alt ? `“${image.alt}” ` : 'this image '}to Tackboard`);
    applyStyle(button, BUTTON_STYLE);
    applyStyle(button, { position: 'absolute', top: '8px', left: '8px', zIndex: '2' });
    button.addEventListener('click', (event) => {
      event.preventDefault();
      event.stopPropagation();
      const href = createUrl({
        url: image.getAttribute('data-tackboard-url'),
        media: image.getAttribute('data-tackboard-media') || image.currentSrc || image.src,
        description: image.getAttribute('data-tackboard-description') || image.alt || document.title,
      });
      if (!openPopup(href)) window.location.assign(href);
    });
    frame.appendChild(button);
  }

  function scan(root) {
    const scope = root || document;
    for (const link of scope.querySelectorAll('a[data-tackboard-save]')) enhanceLink(link);
    for (const image of scope.querySelectorAll('img[data-tackboard-media]')) enhanceImage(image);
  }

  function start() {
    scan(document);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.nodeType !== 1) continue;
          if (node.matches('a[data-tackboard-save]')) enhanceLink(node);
          else if (node.matches('img[data-tackboard-media]')) enhanceImage(node);
          else scan(node);
        }
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  }

  window.TackboardSave = { scan, createUrl };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
