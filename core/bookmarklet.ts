import { PIN_DESCRIPTION_MAX_LENGTH } from './constants';
import { MIN_IMAGE_SIDE_EXCLUSIVE } from './pinBuilder';
import { PIN_CREATE_POPUP_MIN_HEIGHT, PIN_CREATE_POPUP_WIDTH } from './pinCreatePage';

/** Image data urls longer than this are left out: a popup url of megabytes fails in some browsers. */
export const BOOKMARKLET_MAX_DATA_URL = 65_536;

/** The name of the popup window, so a second click reuses it instead of stacking windows. */
export const PIN_CREATE_WINDOW_NAME = 'tackboard_pin_create';

/**
 * The program the "Save to Tackboard" bookmarklet runs on any web page (method bookmarklet). It
 * collects the page's images larger than 119 px on both sides and opens
 * `/pin/create/bookmarklet/?url=…&media=…&description=…` in a 750×750 popup: at once when the page has one
 * image or none (the pin-create page then finds the page's images itself), after the person picks one in an
 * overlay when it has several. The description is the selected text, else the page title.
 *
 * Written as plain ES5 in a string: it runs inside pages we do not control, with no build step. Styles are set
 * through the DOM (not a style element), so a page's style-src policy does not strip them, and the overlay
 * lives in a shadow root when the browser has one, so the page's CSS cannot reach into it.
 */
export function bookmarkletSource(origin: string): string {
  return `(function (origin, minSide, width, height, maxData, maxText, windowName) {
  var d = document, w = window, ID = 'tackboard-bookmarklet';
  var old = d.getElementById(ID);
  if (old && old.parentNode) old.parentNode.removeChild(old);
  var seen = {}, found = [], images = d.images;
  for (var i = 0; i < images.length; i++) {
    var img = images[i], src = img.currentSrc || img.src || '';
    var usable = /^https?:/i.test(src) || (/^data:image\\//i.test(src) && src.length <= maxData);
    if (!usable || seen[src]) continue;
    if (img.naturalWidth > minSide && img.naturalHeight > minSide) {
      seen[src] = 1;
      found.push({ src: src, width: img.naturalWidth, height: img.naturalHeight });
    }
  }
  var selected = String(w.getSelection ? w.getSelection() : '').replace(/\\s+/g, ' ').trim();
  var description = (selected || d.title || '').slice(0, maxText);
  function open(media) {
    var query = 'url=' + encodeURIComponent(w.location.href) +
      (media ? '&media=' + encodeURIComponent(media) : '') +
      (description ? '&description=' + encodeURIComponent(description) : '');
    var left = Math.round((w.screenX || 0) + Math.max(0, ((w.outerWidth || width) - width) / 2));
    var top = Math.round((w.screenY || 0) + Math.max(0, ((w.outerHeight || height) - height) / 2));
    w.open(origin + '/pin/create/bookmarklet/?' + query, windowName,
      'width=' + width + ',height=' + height + ',left=' + left + ',top=' + top + ',resizable=yes,scrollbars=yes');
  }
  if (found.length < 2) {
    open(found.length ? found[0].src : null);
    return;
  }
  function el(tag, css, text) {
    var node = d.createElement(tag);
    node.style.cssText = css;
    if (text) node.textContent = text;
    return node;
  }
  var host = el('div', 'position:fixed;top:0;left:0;right:0;bottom:0;z-index:2147483647;');
  host.id = ID;
  var root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;
  var panel = el('div', 'position:absolute;top:0;left:0;right:0;bottom:0;overflow:auto;box-sizing:border-box;' +
    'padding:24px;background:rgba(255,255,255,0.97);color:#1b1b1f;font:16px/1.4 system-ui,sans-serif;text-align:left;');
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-label', 'Choose an image to save to Tackboard');
  var head = el('div', 'display:flex;align-items:center;justify-content:space-between;gap:16px;max-width:960px;margin:0 auto 20px;');
  head.appendChild(el('h2', 'margin:0;font-size:22px;font-weight:700;', 'Choose an image to save'));
  var cancel = el('button', 'min-height:40px;padding:0 18px;border:0;border-radius:999px;background:#f1f1f3;' +
    'color:#1b1b1f;font:600 15px system-ui,sans-serif;cursor:pointer;', 'Cancel');
  cancel.type = 'button';
  head.appendChild(cancel);
  var grid = el('div', 'display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:16px;max-width:960px;margin:0 auto;');
  function remove() {
    d.removeEventListener('keydown', onKey, true);
    if (host.parentNode) host.parentNode.removeChild(host);
  }
  function onKey(event) {
    if (event.key === 'Escape') remove();
  }
  cancel.onclick = remove;
  for (var n = 0; n < found.length; n++) {
    (function (item, index) {
      var button = el('button', 'display:grid;gap:8px;padding:8px;border:2px solid #dcdce1;border-radius:16px;' +
        'background:#fff;color:#1b1b1f;cursor:pointer;font:600 14px system-ui,sans-serif;');
      button.type = 'button';
      button.setAttribute('aria-label', 'Save image ' + (index + 1) + ' of ' + found.length + ' (' + item.width + ' x ' + item.height + ')');
      var picture = el('img', 'display:block;width:100%;height:180px;object-fit:contain;border-radius:10px;background:#f1f1f3;');
      picture.src = item.src;
      picture.alt = '';
      button.appendChild(picture);
      button.appendChild(el('span', 'color:#5f5f68;font-weight:500;', item.width + ' x ' + item.height));
      button.onclick = function () {
        remove();
        open(item.src);
      };
      grid.appendChild(button);
    })(found[n], n);
  }
  panel.appendChild(head);
  panel.appendChild(grid);
  root.appendChild(panel);
  d.addEventListener('keydown', onKey, true);
  (d.body || d.documentElement).appendChild(host);
  cancel.focus();
})(${JSON.stringify(origin)}, ${MIN_IMAGE_SIDE_EXCLUSIVE}, ${PIN_CREATE_POPUP_WIDTH}, ${PIN_CREATE_POPUP_MIN_HEIGHT}, ${BOOKMARKLET_MAX_DATA_URL}, ${PIN_DESCRIPTION_MAX_LENGTH}, ${JSON.stringify(PIN_CREATE_WINDOW_NAME)});`;
}

/** The bookmarklet as a link target: `javascript:` and the program, escaped so no `%` or space is misread. */
export function bookmarkletHref(origin: string): string {
  return `javascript:${encodeURIComponent(bookmarkletSource(origin))}`;
}
