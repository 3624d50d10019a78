import { useEffect, useId, useState } from 'react';
import { type PinCreateParams, popupResize } from '../../../../core/pinCreatePage';
import { pinTextError } from '../../../../core/pinText';
import { BoardPickerPane } from '../board-picker/BoardPickerPane';
import { useBoardPickerFlow } from '../board-picker/useBoardPickerFlow';
import { usePickerBoards } from '../board-picker/usePickerBoards';
import { PhotoNetworkUpsellModal } from '../photo-network-upsell/PhotoNetworkUpsellModal';
import { PagePriceOption } from './PagePriceOption';
import { PinCreateSuccess } from './PinCreateSuccess';
import { PinImagePane } from './PinImagePane';
import { type PinCreateOutcome, usePinCreateSubmit } from './usePinCreateSubmit';
import { usePinImages } from './usePinImages';

/** The popup is 750 px wide (widened if smaller) and at least 750 px tall. */
function useFitPopup() {
  useEffect(() => {
    const size = popupResize({ outerWidth: window.outerWidth, outerHeight: window.outerHeight });
    if (!size) return;
    try {
      window.resizeTo(size.width, size.height);
    } catch {
      // Only windows opened by script may be resized; a tab keeps its size.
    }
  }, []);
}

/**
 * Desktop signed in: a popup-style page 750 px wide — left 40 % the image and description, right
 * 60 % the board picker, section picker or create form. Choosing where the pin goes creates it (loading image →
 * ready → saved or failed); the success view shows the board and the pin and closes the window after 10 s.
 */
export function PinCreateDesktop({ params }: { params: PinCreateParams }) {
  useFitPopup();
  const titleId = useId();
  const { candidates, scraping } = usePinImages({ url: params.url, media: params.media, enabled: true });
  const [chosen, setChosen] = useState<number | null>(null);
  const selected =
    chosen !== null ? (candidates[chosen] ?? null) : candidates.length === 1 ? candidates[0]! : null;
  const [description, setDescription] = useState(params.description);
  const { create, recordUpsellShown, price } = usePinCreateSubmit(params);
  const [outcome, setOutcome] = useState<PinCreateOutcome | null>(null);
  const [upsellOpen, setUpsellOpen] = useState(false);

  const canCreate =
    selected !== null && selected.state !== 'failed' && pinTextError('description', description) === null;
  const flow = useBoardPickerFlow({
    boards: usePickerBoards(),
    pick: (target) => {
      if (!selected || !canCreate) return null;
      return create(
        { boardId: target.board.entityId, sectionId: target.section?.entityId ?? null },
        selected,
        description,
      );
    },
    onPicked: (done) => {
      setOutcome(done);
      setUpsellOpen(done.upsell !== null);
    },
  });

  if (outcome) {
    return (
      <div className="pin-create-popup">
        <PinCreateSuccess pin={outcome.pin} paused={upsellOpen} />
        {upsellOpen ? (
          <PhotoNetworkUpsellModal
            listedWebsiteUrl={outcome.upsell?.listedWebsiteUrl ?? null}
            onShown={recordUpsellShown}
            onDismiss={() => setUpsellOpen(false)}
          />
        ) : null}
      </div>
    );
  }

  return (
    <div className="pin-create-popup">
      <h1 className="visually-hidden">Save to Tackboard</h1>
      <section className="pin-create-popup__image" aria-label="Your Pin">
        <PinImagePane
          candidates={candidates}
          scraping={scraping}
          selected={selected}
          onSelect={setChosen}
          description={description}
          onDescriptionChange={setDescription}
          url={params.url}
        />
        <PagePriceOption {...price} />
      </section>
      <section className="pin-create-popup__boards" aria-labelledby={titleId}>
        {canCreate ? (
          <BoardPickerPane flow={flow} titleId={titleId} />
        ) : (
          <div className="pin-create-popup__waiting">
            <h2 id={titleId} className="pin-board-flow__title">
              Choose board
            </h2>
            <p>
              {selected?.state === 'failed'
                ? 'This image can’t be saved. Try another one.'
                : candidates.length > 1
                  ? 'Pick an image first, then the board to save it to.'
                  : 'Your boards appear once there is an image to save.'}
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
