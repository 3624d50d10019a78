import { useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { authPath } from '../../../../core/authPath';
import {
  PIN_ALT_TEXT_MAX_LENGTH,
  PIN_DESCRIPTION_MAX_LENGTH,
  PIN_TITLE_MAX_LENGTH,
} from '../../../../core/constants';
import { isSafeLink } from '../../../../core/links';
import { MEDIA_TEXTS } from '../../../../core/mediaUpload';
import { PIN_BUILDER_PATH } from '../../../../core/paths';
import { chosenFilesError, isDraftPublishable, pinDraftState } from '../../../../core/pinBuilder';
import { PIN_CREATION_DISABLED_TEXTS } from '../../../../core/pinCreationSwitches';
import { savedToText, seeItNowHref } from '../../../../core/pinSaved';
import { pinTextError } from '../../../../core/pinText';
import { PRODUCT_TAG_TEXTS } from '../../../../core/productTags';
import { localDateTimeValue, SCHEDULE_TEXTS, scheduleError } from '../../../../core/scheduledPins';
import { LOGIN_PROMPTS, SERVER_ERROR } from '../../../../core/texts';
import { graphql } from '../../gql';
import { Button, ButtonLink } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toastContext';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import type { PinTarget } from '../board-picker/useBoardPickerFlow';
import { usePickerBoards } from '../board-picker/usePickerBoards';
import { CountedField } from '../create-pin/CountedField';
import { type CreatedPin, useCreatePinMutation } from '../create-pin/useCreatePinMutation';
import { pinCreatedToast } from '../pin-saved/SavedToast';
import { ProductTagEditor } from '../product-tags/ProductTagEditor';
import { type DraftProductTag, productTagsInput } from '../product-tags/productTagDraft';
import { useViewer } from '../viewer/useViewer';
import { BoardChooser } from './BoardChooser';
import { FileDrop } from './FileDrop';
import { LinkStatusLine } from './LinkStatusLine';
import { MultiPinBuilder } from './MultiPinBuilder';
import { formatPublishTime, ScheduledPinsList, ScheduleField } from './ScheduledPins';
import { PinScheduleQuery, useSchedulePinMutation } from './scheduledPinQueries';
import { UploadPreview } from './UploadPreview';
import { useMultiPinDrafts } from './useMultiPinDrafts';
import { usePinBuilderUpload } from './usePinBuilderUpload';
import './pin-builder.css';
import type { ProductField } from '../../../../core/product';
import { ProductFields } from '../product/ProductFields';
import {
  EMPTY_PRODUCT_DRAFT,
  isProductField,
  type ProductDraft,
  productInputOf,
} from '../product/productDraft';
import { EMPTY_LABELS_DRAFT, type LabelsDraft, labelsInputOf } from '../sponsorship/labelsDraft';
import { PaidLabelFields } from '../sponsorship/PaidLabelFields';

const SCHEDULED_WITHOUT_PRICE =
  'A scheduled Pin cannot carry a price yet: publish it now, or add the price after it is published.';
const SCHEDULED_WITHOUT_LABELS =
  'A scheduled Pin cannot carry a paid link or paid partnership yet: publish it now, or add them after it is published.';

const PinBuilderRouteQuery = graphql(`
  query PinBuilderRouteQuery {
    userSettings {
      videoUploadAllowed
    }
    pinCreationSwitches {
      all
      web
      idea
      video
    }
  }
`);

/** `/pin-builder/`: make a pin from a picture or video file. */
export function PinBuilderRoute() {
  useDocumentTitle('Create Pin');
  const { isAuth } = useViewer();
  if (!isAuth) {
    return (
      <div className="page page--narrow">
        <section className="pin-builder-login" aria-labelledby="pin-builder-login-title">
          <h1 id="pin-builder-login-title">{LOGIN_PROMPTS.create}</h1>
          <p>{LOGIN_PROMPTS.general}</p>
          <div className="pin-builder-login__actions">
            <ButtonLink variant="primary" size="lg" to={authPath('login', PIN_BUILDER_PATH)}>
              Log in
            </ButtonLink>
            <ButtonLink variant="secondary" size="lg" to={authPath('signup', PIN_BUILDER_PATH)}>
              Sign up
            </ButtonLink>
          </div>
        </section>
      </div>
    );
  }
  return <PinBuilder />;
}

/**
 * A file (images, MP4 or WebM, at most 200 MB) with a real progress bar; title and
 * description with their limits and live counters; link; alt text; the board and section; Publish. Statuses:
 * attempted → uploading → publishing → succeeded, or failed with the server's text.
 */
function PinBuilder() {
  const { data } = useQuery(PinBuilderRouteQuery);
  const switches = data?.pinCreationSwitches;
  const videoAllowed = (data?.userSettings.videoUploadAllowed ?? false) && !switches?.video;
  const { upload, start, clear, ready } = usePinBuilderUpload();
  const drafts = useMultiPinDrafts();
  const [filesError, setFilesError] = useState<string | null>(null);
  const [createPin] = useCreatePinMutation();
  const [schedulePin] = useSchedulePinMutation();
  const schedule = useQuery(PinScheduleQuery);
  const maySchedule = schedule.data?.viewer.isPartner ?? false;
  const showToast = useToast();
  const { allBoards, shortlist } = usePickerBoards();

  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [link, setLink] = useState('');
  const [altText, setAltText] = useState('');
  const [target, setTarget] = useState<PinTarget | null>(null);
  const [publishing, setPublishing] = useState<'publishing' | 'succeeded' | null>(null);
  const [publishError, setPublishError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedPin | null>(null);
  const [linkTouched, setLinkTouched] = useState(false);
  /** The "Publish on" input's value while "Publish at a later date" is on. */
  const [publishAt, setPublishAt] = useState<string | null>(null);
  const [scheduledFor, setScheduledFor] = useState<string | null>(null);
  const [product, setProduct] = useState<ProductDraft>(EMPTY_PRODUCT_DRAFT);
  const [productError, setProductError] = useState<{ field: ProductField; text: string } | null>(null);
  const [productTags, setProductTags] = useState<DraftProductTag[]>([]);
  const [productTagsError, setProductTagsError] = useState<string | null>(null);
  const editProductTags = (tags: DraftProductTag[]) => {
    setProductTags(tags);
    setProductTagsError(null);
  };
  const [labels, setLabels] = useState<LabelsDraft>(EMPTY_LABELS_DRAFT);
  const [showMissingBrand, setShowMissingBrand] = useState(false);
  const [labelError, setLabelError] = useState<string | null>(null);
  const editLabels = (next: LabelsDraft) => {
    setLabels(next);
    setLabelError(null);
  };
  const editProduct = (field: ProductField, value: string) => {
    setProduct((current) => ({ ...current, [field]: value }));
    setProductError(null);
  };

  // The board saved to most recently is where a new pin most likely goes; the person can change it.
  const suggested = shortlist[0] ?? allBoards[0] ?? null;
  useEffect(() => {
    if (!target && suggested) setTarget({ board: suggested, section: null });
  }, [target, suggested]);
  const { suggestTarget } = drafts;
  useEffect(() => {
    if (suggested) suggestTarget({ board: suggested, section: null });
  }, [suggested, suggestTarget]);

  const linkError = link.trim() && !isSafeLink(link.trim()) ? MEDIA_TEXTS.linkInvalid : null;
  const textsFit =
    pinTextError('title', title) === null && pinTextError('description', description) === null && !linkError;
  const state = pinDraftState(
    upload?.phase ?? null,
    publishing === 'succeeded' ? 'published' : (publishing ?? 'none'),
  );
  const publishDate = publishAt === null ? null : localDateTimeValue(publishAt);
  const scheduleProblem =
    publishAt === null ? null : publishDate ? scheduleError(publishDate, new Date()) : SCHEDULE_TEXTS.invalid;
  const publishable =
    upload !== null && isDraftPublishable(state, target !== null, textsFit) && scheduleProblem === null;

  /** One file makes the one-pin form; several (up to 20) make a draft card each. */
  const chooseFiles = (files: File[]) => {
    const problem = chosenFilesError(0, files.length);
    setFilesError(problem);
    if (problem) return;
    if (files.length === 1 && files[0]) start(files[0]);
    else drafts.add(files, target);
  };

  const reset = () => {
    clear();
    setTitle('');
    setDescription('');
    setLink('');
    setAltText('');
    setPublishing(null);
    setPublishError(null);
    setCreated(null);
    setLinkTouched(false);
    setProduct(EMPTY_PRODUCT_DRAFT);
    setLabels(EMPTY_LABELS_DRAFT);
    setShowMissingBrand(false);
    setLabelError(null);
    setProductError(null);
    setProductTags([]);
    setProductTagsError(null);
    setPublishAt(null);
    setScheduledFor(null);
  };

  /** What the pin made or scheduled here has, from the form. */
  const pinFields = (to: PinTarget, uploadId: string) => ({
    boardId: to.board.entityId,
    sectionId: to.section?.entityId ?? null,
    title: title.trim(),
    description: description.trim(),
    link: link.trim() || null,
    altText: altText.trim(),
    mediaUploadId: uploadId,
  });

  const refused = (
    result: { __typename: string; message?: string; messageDetail?: string | null } | undefined,
  ) => {
    setPublishError(
      result?.__typename === 'DomainError'
        ? result.messageDetail || result.message || SERVER_ERROR
        : SERVER_ERROR,
    );
    setPublishing(null);
  };

  const scheduleFor = async (to: PinTarget, uploadId: string, when: Date) => {
    try {
      const { data: answer } = await schedulePin({
        variables: { input: { ...pinFields(to, uploadId), publishAt: when.toISOString() } },
      });
      const result = answer?.schedulePin;
      if (result?.__typename === 'MutationSchedulePinSuccess') {
        setPublishing('succeeded');
        setScheduledFor(result.data.publishAt);
        return;
      }
      refused(result);
    } catch {
      refused(undefined);
    }
  };

  const publish = async (event: FormEvent) => {
    event.preventDefault();
    setLinkTouched(true);
    if (!publishable || !target) return;
    const productInput = productInputOf(product);
    if (!productInput.ok) {
      setProductError({ field: productInput.field, text: productInput.text });
      return;
    }
    const labelsInput = labelsInputOf(labels, EMPTY_LABELS_DRAFT, link.trim() !== '');
    if (!labelsInput.ok) {
      setShowMissingBrand(true);
      return;
    }
    setPublishing('publishing');
    setPublishError(null);
    let uploadId: string;
    try {
      uploadId = (await ready()).uploadId;
    } catch {
      // The upload failed while Publish waited for it: its status line says why.
      setPublishing(null);
      return;
    }
    if (publishDate) {
      if (productTags.length > 0) {
        // NOTE: like the price, product tags wait for the pin itself; say so rather than drop them unseen.
        setProductTagsError(PRODUCT_TAG_TEXTS.scheduled);
        setPublishing(null);
        return;
      }
      if (productInput.input) {
        // NOTE: a scheduled pin keeps no product data yet; say so rather than drop the price unseen.
        setPublishError(SCHEDULED_WITHOUT_PRICE);
        setPublishing(null);
        return;
      }
      if (Object.keys(labelsInput.input).length > 0) {
        setPublishError(SCHEDULED_WITHOUT_LABELS);
        setPublishing(null);
        return;
      }
      await scheduleFor(target, uploadId, publishDate);
      return;
    }
    try {
      const { data: answer } = await createPin({
        variables: {
          input: {
            ...pinFields(target, uploadId),
            method: 'pinbuilder',
            product: productInput.input,
            ...(productTags.length > 0 ? { productTags: productTagsInput(productTags) } : {}),
            ...labelsInput.input,
          },
        },
      });
      const result = answer?.createPin;
      if (result?.__typename === 'MutationCreatePinSuccess') {
        setPublishing('succeeded');
        setCreated(result.data);
        showToast(pinCreatedToast(result.data.pinnedToBoard?.name ?? null, result.data.entityId));
        return;
      }
      if (result?.__typename === 'DomainError' && isProductField(result.field ?? null)) {
        setProductError({ field: result.field as ProductField, text: result.message });
        setPublishing(null);
        return;
      }
      if (result?.__typename === 'DomainError' && result.field === 'productTags') {
        setProductTagsError(result.message);
        setPublishing(null);
        return;
      }
      if (
        result?.__typename === 'DomainError' &&
        (result.field === 'paidLink' || result.field === 'sponsorBrandId')
      ) {
        setLabelError(result.message);
        setPublishing(null);
        return;
      }
      refused(result);
    } catch {
      refused(undefined);
    }
  };

  if (drafts.drafts.length > 0) {
    return (
      <div className="page pin-builder">
        <h1 className="pin-builder__title">Create Pins</h1>
        <MultiPinBuilder
          drafts={drafts}
          videoAllowed={videoAllowed}
          mayMakeCarousel={maySchedule && !switches?.idea}
          onDone={drafts.clear}
        />
      </div>
    );
  }

  if (scheduledFor && target) {
    return (
      <div className="page pin-builder">
        <section className="pin-builder__done" aria-labelledby="pin-builder-done-title">
          <h1 id="pin-builder-done-title">
            Scheduled for {formatPublishTime(scheduledFor)} on {target.board.name}
          </h1>
          {upload ? (
            <UploadPreview upload={upload} state="published" onReplace={reset} altText={altText} />
          ) : null}
          <div className="pin-builder__done-actions">
            <Button variant="primary" size="lg" onClick={reset}>
              Create another Pin
            </Button>
          </div>
        </section>
        <ScheduledPinsList pins={schedule.data?.scheduledPins ?? []} />
      </div>
    );
  }

  if (created) {
    return (
      <div className="page pin-builder">
        <section className="pin-builder__done" aria-labelledby="pin-builder-done-title">
          <h1 id="pin-builder-done-title">
            {savedToText(created.pinnedToBoard?.name ?? null, created.section?.name)}
          </h1>
          {upload ? (
            <UploadPreview upload={upload} state="published" onReplace={reset} altText={altText} />
          ) : null}
          <div className="pin-builder__done-actions">
            <ButtonLink variant="primary" size="lg" to={seeItNowHref(created.entityId)}>
              See it now
            </ButtonLink>
            {created.pinnedToBoard ? (
              <Link to={created.pinnedToBoard.url} className="pin-builder__board-link">
                Go to {created.pinnedToBoard.name}
              </Link>
            ) : null}
            <Button variant="secondary" size="lg" onClick={reset}>
              Create another Pin
            </Button>
          </div>
        </section>
      </div>
    );
  }

  if (switches?.all) {
    return (
      <div className="page page--narrow pin-builder">
        <h1 className="pin-builder__title">Create Pin</h1>
        <Notice tone="info">{PIN_CREATION_DISABLED_TEXTS.all}</Notice>
      </div>
    );
  }

  return (
    <div className="page pin-builder">
      <h1 className="pin-builder__title">Create Pin</h1>
      {switches?.video ? <Notice tone="info">{PIN_CREATION_DISABLED_TEXTS.video}</Notice> : null}
      <form className="pin-builder__layout" noValidate onSubmit={publish} aria-label="Create Pin">
        <div className="pin-builder__media">
          {upload ? (
            <UploadPreview upload={upload} state={state} onReplace={clear} altText={altText} />
          ) : (
            <>
              <FileDrop onFiles={chooseFiles} videoAllowed={videoAllowed} />
              {filesError ? <Notice>{filesError}</Notice> : null}
            </>
          )}
        </div>
        <div className="pin-builder__fields">
          <CountedField
            label="Title"
            name="title"
            value={title}
            onChange={setTitle}
            max={PIN_TITLE_MAX_LENGTH}
          />
          <CountedField
            label="Description"
            name="description"
            value={description}
            onChange={setDescription}
            max={PIN_DESCRIPTION_MAX_LENGTH}
            multiline
            hashtags
            placeholder="Tell everyone what your Pin is about"
          />
          <TextField
            label="Link"
            name="link"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={link}
            error={linkTouched ? linkError : null}
            onChange={(event) => setLink(event.target.value)}
            onBlur={() => setLinkTouched(true)}
          />
          <LinkStatusLine link={link} />
          <TextField
            label="Alt text"
            name="altText"
            maxLength={PIN_ALT_TEXT_MAX_LENGTH}
            placeholder="Describe what is in the picture for people who cannot see it"
            value={altText}
            onChange={(event) => setAltText(event.target.value)}
          />
          <ProductFields
            draft={product}
            onChange={editProduct}
            errorOf={(field) => (productError?.field === field ? productError.text : null)}
          />
          {maySchedule ? (
            <ProductTagEditor
              tags={productTags}
              onChange={editProductTags}
              pictureUrl={upload?.kind === 'pinimage' ? (upload.previewUrl ?? null) : null}
              disabled={publishing !== null}
              error={productTagsError}
            />
          ) : null}
          <PaidLabelFields
            draft={labels}
            onChange={editLabels}
            hasLink={link.trim() !== ''}
            error={labelError}
            showMissingBrand={showMissingBrand}
            disabled={publishing !== null}
          />
          <BoardChooser target={target} onChange={setTarget} disabled={publishing !== null} />
          {maySchedule ? (
            <ScheduleField
              value={publishAt}
              onChange={setPublishAt}
              error={scheduleProblem}
              disabled={publishing !== null}
            />
          ) : null}
          {publishError ? <Notice>{publishError}</Notice> : null}
          <div className="form-actions">
            <Button
              type="submit"
              variant="primary"
              size="lg"
              disabled={!publishable}
              busy={publishing === 'publishing'}
            >
              {publishAt === null ? 'Publish' : 'Schedule'}
            </Button>
          </div>
        </div>
      </form>
      <ScheduledPinsList pins={schedule.data?.scheduledPins ?? []} />
    </div>
  );
}
