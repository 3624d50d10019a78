import { useEffect, useRef, useState } from 'react';
import { bookmarkletHref } from '../../../../core/bookmarklet';
import { Button } from '../../ui/Button';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import './bookmarklet.css';

/**
 * `/tools/bookmarklet/`: the ways to save from other websites — the "Save to Tackboard" bookmarklet to drag to
 * the bookmarks bar, and the Save button script sites can include (methods bookmarklet and button).
 */
export function ToolsRoute() {
  useDocumentTitle('Save from any website');
  const origin = window.location.origin;
  return (
    <div className="page tools-page">
      <h1 className="tools-page__title">Save from any website</h1>
      <p className="tools-page__intro">
        Two ways to bring ideas from around the web to your boards: a button in your browser, and Save buttons
        on your own website.
      </p>
      <BookmarkletSection origin={origin} />
      <SaveButtonSection origin={origin} />
    </div>
  );
}

function BookmarkletSection({ origin }: { origin: string }) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  const href = bookmarkletHref(origin);
  const [note, setNote] = useState<string | null>(null);

  // NOTE: React refuses javascript: urls in href (it renders a placeholder first); the link is a bookmarklet by
  // design, so its real address is set on the element directly.
  useEffect(() => {
    linkRef.current?.setAttribute('href', href);
  }, [href]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setNote('Copied. Add a bookmark and paste this as its address (URL).');
    } catch {
      setNote('Your browser did not allow copying. Drag the button to your bookmarks bar instead.');
    }
  };

  return (
    <section className="tools-card" aria-labelledby="bookmarklet-title">
      <h2 id="bookmarklet-title" className="tools-card__title">
        The Tackboard browser button
      </h2>
      <ol className="tools-card__steps" id="bookmarklet-steps">
        <li>Show your browser’s bookmarks bar (Ctrl+Shift+B, or ⌘+Shift+B on a Mac).</li>
        <li>Drag the “Save to Tackboard” button below onto the bookmarks bar.</li>
        <li>
          On any page, click the bookmark. Pick one of the page’s images (larger than 119 pixels on each side)
          and a board in the window that opens.
        </li>
      </ol>
      <div className="tools-card__row">
        {/* biome-ignore lint/a11y/useValidAnchor: a bookmarklet is a link to drag to the bookmarks bar, not to follow here */}
        <a
          ref={linkRef}
          href="#bookmarklet-steps"
          className="bookmarklet-button"
          draggable="true"
          aria-describedby="bookmarklet-steps"
          onClick={(event) => {
            event.preventDefault();
            setNote(
              'Drag this button to your bookmarks bar, then click it on the page you want to save from.',
            );
          }}
        >
          Save to Tackboard
        </a>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy the bookmarklet
        </Button>
      </div>
      {note ? (
        <p className="tools-card__note" role="status">
          {note}
        </p>
      ) : null}
    </section>
  );
}

function SaveButtonSection({ origin }: { origin: string }) {
  const example = `<script async src="${origin}/save-button.js"></script>

<!-- A Save link: the page, the image and the description to save -->
<a data-tackboard-save
   href="${origin}/pin/create/button/?url=https%3A%2F%2Fyour.site%2Fpost&media=https%3A%2F%2Fyour.site%2Fphoto.jpg&description=A%20blue%20vase">
  Save
</a>

<!-- Or a Save button on an image -->
<img src="https://your.site/photo.jpg" alt="A blue vase" data-tackboard-media>`;
  return (
    <section className="tools-card" aria-labelledby="save-button-title">
      <h2 id="save-button-title" className="tools-card__title">
        Save buttons for your website
      </h2>
      <p>
        Include our script once per page. It turns links marked <code>data-tackboard-save</code> into Save
        buttons, and puts a Save button on every image marked <code>data-tackboard-media</code>. A click opens
        Tackboard in a small window, where people choose a board; the window closes itself once the Pin is
        saved.
      </p>
      <pre className="tools-card__code">
        <code>{example}</code>
      </pre>
      <dl className="tools-card__attributes">
        <dt>
          <code>data-tackboard-save</code> (links)
        </dt>
        <dd>
          Makes the link a Save button. Its <code>href</code> is the pin-create page with <code>url</code>,{' '}
          <code>media</code> and <code>description</code>; without one, the attributes below are used.
        </dd>
        <dt>
          <code>data-tackboard-media</code> (images, or links)
        </dt>
        <dd>The image to save. On an image, leave it empty to save the image itself.</dd>
        <dt>
          <code>data-tackboard-url</code>
        </dt>
        <dd>The page the Pin links to. This page by default.</dd>
        <dt>
          <code>data-tackboard-description</code>
        </dt>
        <dd>The Pin’s description. The image’s alt text, or the page title, by default.</dd>
      </dl>
    </section>
  );
}
