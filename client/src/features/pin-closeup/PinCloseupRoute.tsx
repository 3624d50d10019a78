import { useSuspenseQuery } from '@apollo/client/react';
import { Suspense, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { boardHref } from '../../../../core/boardHref';
import { followerCountLabel } from '../../../../core/followerCount';
import { isSafeLink, outboundRel } from '../../../../core/links';
import { pinPath, profilePath, sectionPath } from '../../../../core/paths';
import { saveCountLabel, showsAggregateSaves } from '../../../../core/pinAttribution';
import { truncateText } from '../../../../core/truncate';
import { graphql } from '../../gql';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ArrowUpRightIcon, LockIcon, SendIcon } from '../../ui/icons';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { EditPinButton } from '../edit-pin/EditPinButton';
import { useGoBack } from '../navigation/navigationHistory';
import { NotFoundRedirect } from '../not-found/NotFoundRedirect';
import { PinGrid } from '../pin-grid/PinGrid';
import { PromoteButton } from '../promote/PromoteButton';
import { PromotedBy } from '../promote/PromotedBy';
import { useRecordPromotedClick } from '../promote/useRecordPromotedClick';
import { ReportButton } from '../report/ReportButton';
import { SaveButton } from '../save-to-board/SaveButton';
import { ShareSheet } from '../share/ShareSheet';
import { ShopHotspots, ShopThePin } from '../shop-the-pin/ShopThePin';
import { PaidLabels } from '../sponsorship/PaidLabels';
import { PinVideo } from '../video/PinVideo';
import { useViewer } from '../viewer/useViewer';
import './pin-closeup.css';
import { useVisualCompleteness } from '../visual-completeness/useVisualCompleteness';
import { PinCarousel } from './PinCarousel';
import { ProductPrice } from './ProductPrice';

const MORE_FROM_BOARD = 13;

const PinCloseupRouteQuery = graphql(`
  query PinCloseupRouteQuery($id: String!, $more: Int!) {
    pin(id: $id) {
      id
      entityId
      title
      description
      link
      linkDomain
      offsiteUrl
      altText
      canEdit
      ...EditPinDialog_pin
      ...ProductPrice_pin
      ...ShopThePin_pin
      isCarousel
      ...PinCarousel_pin
      isPromoted
      promoter
      paidLabel
      aggregateSaveCount
      ...QuickPromote_pin
      dominantColor
      imageSpec_736x {
        url
        width
        height
      }
      video {
        url
      }
      pinner {
        id
        username
        fullName
        imageMediumUrl
        followerCount
      }
      pinnedToBoard {
        id
        name
        url
        privacy
        pins(first: $more) {
          edges {
            node {
              id
              ...PinGrid_pin
            }
          }
        }
      }
      section {
        id
        name
        slug
      }
    }
  }
`);

/** `/pin/:id`: one pin, large, with its link, board and pinner. */
export function PinCloseupRoute() {
  const { id = '' } = useParams();
  useVisualCompleteness('pin_closeup');
  if (!/^\d+$/.test(id)) return <NotFoundRedirect />;
  return (
    <Suspense
      fallback={
        <div className="page">
          <PinCloseupSkeleton />
        </div>
      }
    >
      <PinCloseup id={id} />
    </Suspense>
  );
}

function PinCloseup({ id }: { id: string }) {
  const { data } = useSuspenseQuery(PinCloseupRouteQuery, { variables: { id, more: MORE_FROM_BOARD } });
  const pin = data.pin;
  // The pin this page showed, to tell a pin that went away while shown from one that never was.
  const shown = useRef<string | null>(null);
  if (pin) shown.current = pin.entityId;
  const { user, isAuth } = useViewer();
  // Send (in the pin-saved confirmation) comes here with ?share=true: the share sheet opens on load.
  const [searchParams, setSearchParams] = useSearchParams();
  const [sharing, setSharing] = useState(() => searchParams.get('share') === 'true');
  // The advertiser opening their own pin is not a click on the ad (the server checks too).
  useRecordPromotedClick(pin?.entityId ?? null, Boolean(pin?.isPromoted) && pin?.pinner.id !== user?.id);
  useDocumentTitle(pin ? pin.title || truncateText(pin.description, 60) || 'Pin' : null);

  if (!pin && shown.current === id) {
    // NOTE: the pin went away while shown — deleted here, on its way to the board page, or elsewhere. Sending
    // people home from under a navigation already under way would override it, so this only says so.
    return (
      <div className="page">
        <EmptyState title="This Pin was deleted" action={<Link to="/">Go to your home feed</Link>} />
      </div>
    );
  }
  if (!pin) return <NotFoundRedirect />;

  const closeSharing = () => {
    setSharing(false);
    if (searchParams.has('share')) {
      const rest = new URLSearchParams(searchParams);
      rest.delete('share');
      setSearchParams(rest, { replace: true });
    }
  };
  // NOTE: the board is null to a token that may read the pin but not its secret board: no attribution then.
  const board = pin.pinnedToBoard;
  const morePins = (board?.pins.edges ?? []).map((edge) => edge.node).filter((node) => node.id !== pin.id);
  return (
    <div className="page">
      <BackButton />
      <article className="closeup" aria-labelledby="closeup-title">
        <div className="closeup__image-pane">
          {pin.isCarousel ? (
            <PinCarousel pin={pin} />
          ) : (
            <div
              className="closeup__image"
              style={{
                background: pin.dominantColor,
                aspectRatio: `${pin.imageSpec_736x.width} / ${pin.imageSpec_736x.height}`,
              }}
            >
              {pin.video ? (
                <PinVideo
                  mode="closeup"
                  src={pin.video.url}
                  poster={pin.imageSpec_736x.url}
                  width={pin.imageSpec_736x.width}
                  height={pin.imageSpec_736x.height}
                  label={pin.altText || pin.title || 'Pin video'}
                  promotedPinId={pin.isPromoted ? pin.entityId : null}
                />
              ) : (
                <>
                  <img
                    src={pin.imageSpec_736x.url}
                    width={pin.imageSpec_736x.width}
                    height={pin.imageSpec_736x.height}
                    alt={pin.altText || pin.title || 'Pin image'}
                  />
                  <ShopHotspots pin={pin} />
                </>
              )}
            </div>
          )}
        </div>
        <div className="closeup__details">
          <div className="closeup__toolbar">
            {pin.link && isSafeLink(pin.link) ? (
              <a
                className="closeup__link"
                href={pin.offsiteUrl ?? pin.link}
                rel={outboundRel(pin.link)}
                target="_blank"
              >
                {pin.linkDomain ?? pin.link}
                <ArrowUpRightIcon />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <span />
            )}
            <div className="closeup__actions">
              {pin.canEdit ? (
                <EditPinButton pin={pin} />
              ) : (
                <ReportButton target={{ pinId: pin.entityId }} what="Pin" size="lg" />
              )}
              <PromoteButton pin={pin} />
              <Button size="lg" onClick={() => setSharing(true)} aria-haspopup="dialog">
                <SendIcon />
                Send
              </Button>
              <SaveButton pinId={pin.entityId} size="lg" />
            </div>
          </div>
          <h1 id="closeup-title" className={pin.title ? 'closeup__title' : 'visually-hidden'}>
            {pin.title || 'Pin'}
          </h1>
          <ProductPrice pin={pin} />
          {pin.description ? <p className="closeup__description">{pin.description}</p> : null}
          <ShopThePin pin={pin} />
          {showsAggregateSaves(isAuth, pin.aggregateSaveCount) ? (
            <p className="closeup__saves">{saveCountLabel(pin.aggregateSaveCount)}</p>
          ) : null}
          <PromotedBy promoter={pin.promoter} />
          <PaidLabels label={pin.paidLabel} />
          <PinnerRow pinner={pin.pinner} />
          {board ? <SavedTo board={board} section={pin.section} /> : null}
        </div>
      </article>
      {sharing ? (
        <ShareSheet
          path={pinPath(pin.entityId)}
          title={pin.title || truncateText(pin.description, 60) || 'Pin'}
          embed={board?.privacy === 'public' ? { kind: 'pin', id: pin.entityId } : null}
          onClose={closeSharing}
        />
      ) : null}
      {board && morePins.length > 0 ? (
        <section className="closeup__more" aria-labelledby="closeup-more">
          <h2 id="closeup-more" className="closeup__more-title">
            More from {board.name}
          </h2>
          <PinGrid
            label={`More Pins from ${board.name}`}
            pins={morePins}
            hasMore={false}
            loadingMore={false}
            onLoadMore={() => {}}
          />
        </section>
      ) : null}
    </div>
  );
}

function PinnerRow({
  pinner,
}: {
  pinner: { username: string; fullName: string; imageMediumUrl: string | null; followerCount: number };
}) {
  return (
    <div className="closeup__pinner">
      <Link to={profilePath(pinner.username)} className="closeup__pinner-link">
        <Avatar name={pinner.fullName} imageUrl={pinner.imageMediumUrl} size={48} />
        <span>
          <span className="closeup__pinner-name">{pinner.fullName}</span>
          <span className="closeup__pinner-meta">{followerCountLabel(pinner.followerCount)}</span>
        </span>
      </Link>
    </div>
  );
}

function SavedTo({
  board,
  section,
}: {
  board: { name: string; url: string; privacy: string };
  section: { name: string; slug: string } | null;
}) {
  const { isAuth } = useViewer();
  const href = boardHref(board.url, isAuth);
  return (
    <p className="closeup__saved-to">
      Saved to{' '}
      <Link to={href} className="closeup__board-link">
        {board.name}
      </Link>
      {board.privacy === 'secret' ? <LockIcon className="closeup__lock" /> : null}
      {section ? (
        <>
          {' › '}
          <Link to={sectionPath(href, section.slug)} className="closeup__board-link">
            {section.name}
          </Link>
        </>
      ) : null}
    </p>
  );
}

function BackButton() {
  const goBack = useGoBack();
  return (
    <button type="button" className="btn btn--tertiary btn--md closeup__back" onClick={() => goBack('/')}>
      ← Back
    </button>
  );
}

function PinCloseupSkeleton() {
  return (
    <div className="closeup" role="status" aria-label="Loading Pin">
      <div className="closeup__image-pane">
        <div className="skeleton closeup__image" style={{ aspectRatio: '3 / 4' }} />
      </div>
      <div className="closeup__details" aria-hidden="true">
        <div className="skeleton" style={{ height: 32, width: '70%', marginTop: 64 }} />
        <div className="skeleton" style={{ height: 16, width: '90%', marginTop: 20 }} />
        <div className="skeleton" style={{ height: 16, width: '60%', marginTop: 10 }} />
      </div>
    </div>
  );
}
