import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TOAST_MS } from '../../../../core/constants';
import {
  createBoardPathFor,
  createSectionPathFor,
  type PinCreateParams,
  pinCreatePath,
} from '../../../../core/pinCreatePage';
import {
  leftPinCreateDraft,
  type PinCreateDraft,
  returnedPinCreateTarget,
} from '../../../../core/pinCreateReturn';
import { pinTextError } from '../../../../core/pinText';
import { ChevronLeftIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { BoardPicker } from '../board-picker/BoardPicker';
import type { PickerBoardData } from '../board-picker/BoardPickerRow';
import { SectionPicker } from '../board-picker/SectionPicker';
import { usePickerBoards } from '../board-picker/usePickerBoards';
import { PhotoNetworkUpsellModal } from '../photo-network-upsell/PhotoNetworkUpsellModal';
import { PagePriceOption } from './PagePriceOption';
import { PinImagePane } from './PinImagePane';
import { usePinCreateExit } from './usePinCreateExit';
import { type PinCreateOutcome, usePinCreateSubmit } from './usePinCreateSubmit';
import { usePinImages } from './usePinImages';

/**
 * Mobile web signed in: a full-page Choose board screen (Cancel, Top choices of recent boards,
 * All boards with a loading indicator), Choose section for boards with sections, and Create board / Create
 * section links to /board/create/ and /board/{id}/create_section/ that carry the pin and come back here to save
 * it. While the create runs the page is "creating"; afterwards the toast, then the window closes or the page
 * goes back; a failure's toast leaves the page as it was.
 */
export function PinCreateMobile({ params }: { params: PinCreateParams }) {
  const location = useLocation();
  const navigate = useNavigate();
  const exit = usePinCreateExit();
  const { loaded, allBoards, shortlist, error, refetch } = usePickerBoards();
  const { candidates, scraping } = usePinImages({ url: params.url, media: params.media, enabled: true });
  // Back from a create page: the pin as the person left it (the entry's own url predates their edits).
  const [left] = useState(() => leftPinCreateDraft(location.state));
  const [chosen, setChosen] = useState<string | null>(left?.media ?? null);
  const selected =
    chosen !== null
      ? (candidates.find((candidate) => candidate.source === chosen) ?? null)
      : candidates.length === 1
        ? candidates[0]!
        : null;
  const [description, setDescription] = useState(left?.description ?? params.description);
  const [query, setQuery] = useState('');
  // The board whose sections show, by id, so that a page restored from the history finds it among the boards.
  const [boardId, setBoardId] = useState<string | null>(left?.sectionsOf ?? null);
  const board: PickerBoardData | null =
    boardId === null ? null : (allBoards.find((candidate) => candidate.entityId === boardId) ?? null);
  const { saving, create, recordUpsellShown, price } = usePinCreateSubmit(params);
  const [upsell, setUpsell] = useState<PinCreateOutcome['upsell']>(null);
  const returned = returnedPinCreateTarget(location.state);
  const canCreate =
    selected !== null && selected.state !== 'failed' && pinTextError('description', description) === null;

  // The page as it is now (picked image, edited description), for the create pages to return to.
  const here = pinCreatePath({ ...params, media: selected?.source ?? params.media, description });

  // The toast, then close or go back — once it has been read, since where the page goes back to
  // may be another site, where our toast cannot follow.
  const leave = () => exit({ returnedFromCreateStep: returned !== null, delayMs: TOAST_MS });

  const createOn = async (target: { boardId: string; sectionId: string | null }) => {
    if (!selected) return;
    const outcome = await create(target, selected, description);
    if (!outcome) return;
    if (outcome.upsell) setUpsell(outcome.upsell);
    else leave();
  };

  // Back from creating a board or section for this pin: save it there straight away.
  const resumed = useRef(false);
  useEffect(() => {
    if (!returned || resumed.current || !selected) return;
    resumed.current = true;
    void createOn(returned);
  });

  // Leaving for a create page: this page's history entry first keeps the pin as it is now, for Back or Cancel.
  const detour = async (path: string) => {
    const draft: PinCreateDraft = {
      description,
      media: selected?.source ?? null,
      sectionsOf: board?.entityId ?? null,
    };
    await navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { pinCreateDraft: draft } },
    );
    await navigate(path);
  };

  const cancel = () => {
    if (board) setBoardId(null);
    else if (window.history.length > 1) navigate(-1);
    else window.close();
  };

  const creating = saving !== null;
  return (
    <div className="pin-create-mobile" aria-busy={creating || undefined}>
      <header className="pin-create-mobile__bar">
        <button type="button" className="icon-button" aria-label={board ? 'Back' : 'Cancel'} onClick={cancel}>
          <ChevronLeftIcon size={24} />
        </button>
        <h1 className="pin-create-mobile__title">{board ? 'Choose section' : 'Choose board'}</h1>
      </header>
      <div className="pin-create-mobile__pin">
        <PinImagePane
          candidates={candidates}
          scraping={scraping}
          selected={selected}
          onSelect={(index) => setChosen(index === null ? null : (candidates[index]?.source ?? null))}
          description={description}
          onDescriptionChange={setDescription}
          url={params.url}
        />
        <PagePriceOption {...price} />
      </div>
      <div className="pin-create-mobile__boards">
        {!canCreate ? null : !loaded ? (
          error ? (
            <button type="button" className="link-button" onClick={() => void refetch()}>
              Try loading your boards again
            </button>
          ) : (
            <Spinner label="Loading your boards" />
          )
        ) : board ? (
          <SectionPicker
            board={board}
            saving={saving}
            onSaveToBoard={() => void createOn({ boardId: board.entityId, sectionId: null })}
            onChooseSection={(section) =>
              void createOn({ boardId: board.entityId, sectionId: section.entityId })
            }
            onCreateSection={() => void detour(createSectionPathFor(board.entityId, here))}
          />
        ) : (
          <BoardPicker
            allBoards={allBoards}
            shortlist={shortlist}
            query={query}
            onQueryChange={setQuery}
            savingBoardId={saving?.boardId ?? null}
            onChoose={(chosenBoard) => {
              if (chosenBoard.sectionCount > 0) setBoardId(chosenBoard.entityId);
              else void createOn({ boardId: chosenBoard.entityId, sectionId: null });
            }}
            onCreateBoard={() => void detour(createBoardPathFor(here))}
          />
        )}
      </div>
      {upsell ? (
        <PhotoNetworkUpsellModal
          listedWebsiteUrl={upsell.listedWebsiteUrl}
          onShown={recordUpsellShown}
          onDismiss={() => {
            setUpsell(null);
            leave();
          }}
        />
      ) : null}
    </div>
  );
}
