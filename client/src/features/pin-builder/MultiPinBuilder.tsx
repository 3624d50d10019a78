import { useState } from 'react';
import { Link } from 'react-router';
import { CAROUSEL_MAX_IMAGES, CAROUSEL_MIN_IMAGES } from '../../../../core/carousel';
import {
  PIN_ALT_TEXT_MAX_LENGTH,
  PIN_DESCRIPTION_MAX_LENGTH,
  PIN_TITLE_MAX_LENGTH,
} from '../../../../core/constants';
import { isSafeLink } from '../../../../core/links';
import { MEDIA_TEXTS } from '../../../../core/mediaUpload';
import {
  chosenFilesError,
  isDraftPublishable,
  MAX_FILES_AT_ONCE,
  MULTI_PIN_TEXTS,
  multiPublishSummary,
  type PinDraftState,
  pinDraftState,
  pinDraftStateText,
} from '../../../../core/pinBuilder';
import { seeItNowHref } from '../../../../core/pinSaved';
import { imagePath } from '../../../../core/pinSize';
import { pinTextError } from '../../../../core/pinText';
import { SERVER_ERROR } from '../../../../core/texts';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { CountedField } from '../create-pin/CountedField';
import { useCreatePinMutation } from '../create-pin/useCreatePinMutation';
import { BoardChooser } from './BoardChooser';
import { FileDrop } from './FileDrop';
import { LinkStatusLine } from './LinkStatusLine';
import { useCreateCarouselPinMutation } from './useCreateCarouselPinMutation';
import type { PinDraft, useMultiPinDrafts } from './useMultiPinDrafts';

type Drafts = ReturnType<typeof useMultiPinDrafts>;

interface MultiPinBuilderProps {
  drafts: Drafts;
  videoAllowed: boolean;
  /** Business accounts may publish 2 to 5 pictures as one carousel pin. */
  mayMakeCarousel: boolean;
  onDone: () => void;
}

function linkErrorOf(draft: PinDraft): string | null {
  return draft.link.trim() && !isSafeLink(draft.link.trim()) ? MEDIA_TEXTS.linkInvalid : null;
}

function textsFit(draft: PinDraft): boolean {
  return (
    pinTextError('title', draft.title) === null &&
    pinTextError('description', draft.description) === null &&
    linkErrorOf(draft) === null
  );
}

function stateOf(draft: PinDraft): PinDraftState {
  return pinDraftState(draft.upload.phase, draft.publish);
}

/**
 * Several files at once (up to 20): each is a draft card with its own upload progress, title, description,
 * link, alt text and board ("Use this board for all"), and "Publish all" makes every publishable draft a pin
 * in turn — a refused one keeps its error while the others go on.
 */
export function MultiPinBuilder({ drafts, videoAllowed, mayMakeCarousel, onDone }: MultiPinBuilderProps) {
  const [createPin] = useCreatePinMutation();
  const [createCarouselPin] = useCreateCarouselPinMutation();
  const [asCarousel, setAsCarousel] = useState(false);
  const [publishingAll, setPublishingAll] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const list = drafts.drafts;
  const publishable = list.filter((d) => isDraftPublishable(stateOf(d), d.target !== null, textsFit(d)));
  const allPublished = list.length > 0 && list.every((d) => d.publish === 'published');
  const carouselPossible =
    mayMakeCarousel &&
    list.length >= CAROUSEL_MIN_IMAGES &&
    list.length <= CAROUSEL_MAX_IMAGES &&
    list.every((d) => d.upload.kind === 'pinimage' && d.publish !== 'published');
  const carousel = asCarousel && carouselPossible;
  // A carousel is one pin on the first card's board: the other cards need no board of their own.
  const carouselReady =
    carousel && list.every((d, i) => isDraftPublishable(stateOf(d), i > 0 || d.target !== null, textsFit(d)));

  const addFiles = (files: File[]) => {
    const problem = chosenFilesError(list.length, files.length);
    setAddError(problem);
    if (problem) return;
    drafts.add(files, list.at(-1)?.target ?? null);
  };

  const publishOne = async (draft: PinDraft): Promise<boolean> => {
    const { key, target } = draft;
    if (!target) return false;
    drafts.change(key, { publish: 'publishing', publishError: null });
    let uploadId: string;
    try {
      uploadId = (await drafts.ready(key)).uploadId;
    } catch {
      // The upload failed while Publish waited for it: the card's status line says why.
      drafts.change(key, { publish: 'none' });
      return false;
    }
    try {
      const { data } = await createPin({
        variables: {
          input: {
            boardId: target.board.entityId,
            sectionId: target.section?.entityId ?? null,
            title: draft.title.trim(),
            description: draft.description.trim(),
            link: draft.link.trim() || null,
            altText: draft.altText.trim(),
            mediaUploadId: uploadId,
            method: 'pinbuilder',
          },
        },
      });
      const result = data?.createPin;
      if (result?.__typename === 'MutationCreatePinSuccess') {
        drafts.change(key, { publish: 'published', pinId: result.data.entityId });
        return true;
      }
      const text =
        result?.__typename === 'DomainError' ? result.messageDetail || result.message : SERVER_ERROR;
      drafts.change(key, { publish: 'refused', publishError: text || SERVER_ERROR });
    } catch {
      drafts.change(key, { publish: 'refused', publishError: SERVER_ERROR });
    }
    return false;
  };

  /** Every draft becomes one picture of one pin: the first card's board, title, description and link are the pin's. */
  const publishCarousel = async () => {
    const [first] = list;
    if (!first?.target) return;
    setPublishingAll(true);
    setSummary(null);
    for (const draft of list) drafts.change(draft.key, { publish: 'publishing', publishError: null });
    const refuse = (text: string) => {
      for (const draft of list) drafts.change(draft.key, { publish: 'none' });
      drafts.change(first.key, { publish: 'refused', publishError: text });
      setSummary(multiPublishSummary(0, 1));
    };
    try {
      const uploads = await Promise.all(list.map((draft) => drafts.ready(draft.key)));
      const { data } = await createCarouselPin({
        variables: {
          input: {
            boardId: first.target.board.entityId,
            sectionId: first.target.section?.entityId ?? null,
            title: first.title.trim(),
            description: first.description.trim(),
            link: first.link.trim() || null,
            slides: list.map((draft, i) => ({
              mediaUploadId: uploads[i]!.uploadId,
              altText: draft.altText.trim(),
              title: draft.title.trim(),
              link: draft.link.trim() || null,
            })),
          },
        },
      });
      const result = data?.createCarouselPin;
      if (result?.__typename === 'MutationCreateCarouselPinSuccess') {
        for (const draft of list)
          drafts.change(draft.key, { publish: 'published', pinId: result.data.entityId });
        setSummary('Published 1 carousel Pin');
      } else {
        refuse(result?.__typename === 'DomainError' ? result.messageDetail || result.message : SERVER_ERROR);
      }
    } catch {
      refuse(SERVER_ERROR);
    }
    setPublishingAll(false);
  };

  const publishAll = async () => {
    if (carousel) {
      await publishCarousel();
      return;
    }
    setPublishingAll(true);
    setSummary(null);
    let published = 0;
    let failed = 0;
    // One at a time, in the order shown: the person sees them go, and a board's order follows theirs.
    for (const draft of publishable) {
      if (await publishOne(draft)) published += 1;
      else failed += 1;
    }
    setPublishingAll(false);
    setSummary(multiPublishSummary(published, failed));
  };

  const applyBoardToAll = (from: PinDraft) => {
    for (const draft of list) {
      if (draft.key !== from.key && draft.publish !== 'published')
        drafts.change(draft.key, { target: from.target });
    }
  };

  return (
    <div className="multi-pin">
      <div className="multi-pin__bar">
        <p className="multi-pin__count">
          {list.length} of {MAX_FILES_AT_ONCE} files
        </p>
        <p className="multi-pin__summary" role="status">
          {summary}
        </p>
        {allPublished ? (
          <Button variant="primary" size="lg" onClick={onDone}>
            Create more Pins
          </Button>
        ) : (
          <Button
            variant="primary"
            size="lg"
            onClick={publishAll}
            disabled={(carousel ? !carouselReady : publishable.length === 0) || publishingAll}
            busy={publishingAll}
          >
            {carousel
              ? 'Publish carousel'
              : publishable.length > 1
                ? `Publish all (${publishable.length})`
                : 'Publish all'}
          </Button>
        )}
      </div>
      {carouselPossible ? (
        <label className="multi-pin__carousel">
          <input
            type="checkbox"
            checked={asCarousel}
            disabled={publishingAll}
            onChange={(event) => setAsCarousel(event.target.checked)}
          />
          <span>
            Publish as one carousel Pin
            <span className="field__hint">
              {' '}
              — the first card's board, title, description and link are the Pin's; each picture keeps its own
              alt text, title and link.
            </span>
          </span>
        </label>
      ) : null}
      {addError ? <Notice>{addError}</Notice> : null}
      <ol className="multi-pin__list" aria-label="Pins to publish">
        {list.map((draft, index) => (
          <DraftCard
            key={draft.key}
            draft={draft}
            label={`Pin ${index + 1} of ${list.length}`}
            busy={publishingAll}
            many={list.length > 1}
            carouselSlide={carousel ? (index === 0 ? 'first' : 'later') : null}
            onChange={(patch) => drafts.change(draft.key, patch)}
            onRemove={() => drafts.remove(draft.key)}
            onApplyBoard={() => applyBoardToAll(draft)}
          />
        ))}
      </ol>
      {list.length < MAX_FILES_AT_ONCE && !allPublished ? (
        <FileDrop onFiles={addFiles} videoAllowed={videoAllowed} compact />
      ) : null}
    </div>
  );
}

interface DraftCardProps {
  draft: PinDraft;
  label: string;
  busy: boolean;
  many: boolean;
  /** Which picture of a carousel this card is: the later ones go on the first card's board. */
  carouselSlide: 'first' | 'later' | null;
  onChange: (patch: Partial<PinDraft>) => void;
  onRemove: () => void;
  onApplyBoard: () => void;
}

function DraftCard({
  draft,
  label,
  busy,
  many,
  carouselSlide,
  onChange,
  onRemove,
  onApplyBoard,
}: DraftCardProps) {
  const [linkTouched, setLinkTouched] = useState(false);
  const state = stateOf(draft);
  const { upload } = draft;
  const locked = busy || state === 'publishing' || state === 'published';
  const failure = draft.publish === 'refused' ? draft.publishError : upload.failure;
  const statusText = pinDraftStateText(state, upload.percent, failure);
  const stored = upload.result?.image ? imagePath(upload.result.image.signature, '236x') : null;
  const picture = upload.previewUrl ?? stored ?? upload.result?.video?.coverImageSpec_236x.url ?? null;
  const name = `${label}: ${upload.file.name}`;
  return (
    <li className={`draft-card draft-card--${state}`} aria-label={name}>
      <fieldset className="draft-card__fields" disabled={locked}>
        <legend className="draft-card__legend">{name}</legend>
        <div className="draft-card__media">
          {picture ? (
            <img className="draft-card__picture" src={picture} alt={draft.altText || 'Your image'} />
          ) : (
            <div className="draft-card__placeholder">
              {upload.kind === 'video' ? 'Video' : upload.file.name}
            </div>
          )}
          {state === 'uploading' ? (
            <progress
              className="upload-preview__progress"
              max={100}
              value={upload.percent}
              aria-label={`Upload progress of ${upload.file.name}`}
            >
              {upload.percent}%
            </progress>
          ) : null}
          <p
            className={`upload-preview__status${state === 'error' ? ' upload-preview__status--failed' : ''}`}
            role={state === 'error' ? 'alert' : 'status'}
            data-state={state}
          >
            {statusText}
          </p>
          {draft.pinId ? <Link to={seeItNowHref(draft.pinId)}>See this Pin</Link> : null}
        </div>
        <div className="draft-card__form">
          <CountedField
            label="Title"
            value={draft.title}
            onChange={(title) => onChange({ title })}
            max={PIN_TITLE_MAX_LENGTH}
          />
          <CountedField
            label="Description"
            value={draft.description}
            onChange={(description) => onChange({ description })}
            max={PIN_DESCRIPTION_MAX_LENGTH}
            multiline
            rows={3}
          />
          <TextField
            label="Link"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={draft.link}
            error={linkTouched ? linkErrorOf(draft) : null}
            onChange={(event) => onChange({ link: event.target.value })}
            onBlur={() => setLinkTouched(true)}
          />
          <LinkStatusLine link={draft.link} />
          <TextField
            label="Alt text"
            maxLength={PIN_ALT_TEXT_MAX_LENGTH}
            value={draft.altText}
            onChange={(event) => onChange({ altText: event.target.value })}
          />
          {carouselSlide === 'later' ? (
            <p className="field__hint">{MULTI_PIN_TEXTS.carouselBoard}</p>
          ) : (
            <>
              <BoardChooser
                target={draft.target}
                onChange={(target) => onChange({ target })}
                disabled={locked}
              />
              {draft.target === null && state !== 'published' ? (
                <p className="field__hint">{MULTI_PIN_TEXTS.noBoard}</p>
              ) : null}
            </>
          )}
          <div className="draft-card__actions">
            {many && carouselSlide === null && draft.target ? (
              <Button variant="secondary" onClick={onApplyBoard}>
                Use this board for all Pins
              </Button>
            ) : null}
            {state !== 'published' ? (
              <Button variant="tertiary" onClick={onRemove} aria-label={`Remove ${upload.file.name}`}>
                Remove
              </Button>
            ) : null}
          </div>
        </div>
      </fieldset>
    </li>
  );
}
