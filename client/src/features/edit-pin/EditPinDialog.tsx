import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { boardHref } from '../../../../core/boardHref';
import {
  PIN_ALT_TEXT_MAX_LENGTH,
  PIN_DESCRIPTION_MAX_LENGTH,
  PIN_TITLE_MAX_LENGTH,
} from '../../../../core/constants';
import { pinTextError } from '../../../../core/pinText';
import type { ProductField } from '../../../../core/product';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { EditPinDialog_PinFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/toastContext';
import { useDeletePinsMutation } from '../move-pins/useDeletePinsMutation';
import { ProductFields } from '../product/ProductFields';
import {
  isProductField,
  type ProductDraft,
  productChanged,
  productDraftOf,
  productInputOf,
} from '../product/productDraft';
import { type DraftProductTag, productTagsInput, sameProductTags } from '../product-tags/productTagDraft';
import { type LabelsDraft, labelsDraftOf, labelsInputOf } from '../sponsorship/labelsDraft';
import { PaidLabelFields } from '../sponsorship/PaidLabelFields';
import { CountedTextField } from './CountedTextField';
import { changedFields, draftOf, PIN_DRAFT_FIELDS, type PinDraft, type PinDraftField } from './pinDraft';
import { type PinEditFailure, useUpdatePinMutation } from './useUpdatePinMutation';
import './edit-pin.css';
import { priceLabel } from '../../../../core/priceLabel';
import { FormError } from '../../ui/FormError';

// The catalog picker comes with the pin builder's code, loaded only when a business edits its own pin.
const ProductTagEditor = lazy(() =>
  import('../product-tags/ProductTagEditor').then((module) => ({ default: module.ProductTagEditor })),
);

export const EditPinDialog_pin = graphql(`
  fragment EditPinDialog_pin on Pin {
    id
    entityId
    title
    description
    link
    altText
    product {
      price
      currency
      availability
      originalPrice
    }
    pinnedToBoard {
      id
      url
    }
    canTagProducts
    isCarousel
    video {
      url
    }
    imageSpec_236x {
      url
    }
    productTags {
      productPinId
      x
      y
      pin {
        id
        title
        imageSpec_236x {
          url
        }
      }
      product {
        price
        currency
      }
    }
    canSetPaidLabels
    paidLink
    paidPartnership {
      status
      brand {
        id
        entityId
        username
        fullName
        businessName
      }
    }
    ...MovablePin_pin
  }
`);

function draftTagsOf(pin: EditPinDialog_PinFragment): DraftProductTag[] {
  return pin.productTags.map((tag) => ({
    productPinId: tag.productPinId,
    title: tag.pin.title || 'Untitled product',
    imageUrl: tag.pin.imageSpec_236x.url,
    priceText: priceLabel(tag.product.price, tag.product.currency),
    x: tag.x ?? null,
    y: tag.y ?? null,
  }));
}

const LABEL_FIELDS: ReadonlySet<string> = new Set(['paidLink', 'sponsorBrandId']);

function isDraftField(field: string | null): field is PinDraftField | ProductField {
  return PIN_DRAFT_FIELDS.includes(field as PinDraftField) || isProductField(field);
}

interface EditPinDialogProps {
  pin: FragmentType<typeof EditPinDialog_pin>;
  onClose: () => void;
}

/**
 * "Edit this Pin": title, description, website and alt text, saved together; or Delete, confirmed in a second
 * small dialog, which leaves for the board the pin was on. The form is kept while the confirmation shows, so
 * cancelling it gets back to the edits as they were.
 */
export function EditPinDialog(props: EditPinDialogProps) {
  const pin = getFragmentData(EditPinDialog_pin, props.pin);
  const saved = draftOf(pin);
  const savedProduct = productDraftOf(pin.product ?? null);
  const titleRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const showToast = useToast();
  const [updatePin, { loading: saving }] = useUpdatePinMutation();
  const [deletePins, { loading: deleting }] = useDeletePinsMutation();
  const [draft, setDraft] = useState<PinDraft>(saved);
  const [productDraft, setProductDraft] = useState<ProductDraft>(savedProduct);
  const [savedTags] = useState(() => draftTagsOf(pin));
  const [tags, setTags] = useState<DraftProductTag[]>(savedTags);
  const [failure, setFailure] = useState<PinEditFailure | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const savedLabels = labelsDraftOf(pin);
  const [labels, setLabels] = useState<LabelsDraft>(savedLabels);
  const [showMissingBrand, setShowMissingBrand] = useState(false);

  const changes = changedFields(draft, saved);
  const productEdited = productChanged(productDraft, savedProduct);
  const tagsEdited = pin.canTagProducts && !sameProductTags(tags, savedTags);
  // Only the pin's maker sets its labels; nobody else's save sends them.
  const labelsInput = pin.canSetPaidLabels
    ? labelsInputOf(labels, savedLabels, draft.link.trim() !== '')
    : ({ ok: true, input: {} } as const);
  const labelsEdited = !labelsInput.ok || Object.keys(labelsInput.input).length > 0;
  const changed = Object.keys(changes).length > 0 || productEdited || tagsEdited || labelsEdited;
  const editLabels = (next: LabelsDraft) => {
    setLabels(next);
    if (failure && (failure.field === null || LABEL_FIELDS.has(failure.field))) setFailure(null);
  };
  const tooLong = PIN_DRAFT_FIELDS.some(
    (field) => field !== 'link' && pinTextError(field, draft[field]) !== null,
  );
  const fieldError = (field: PinDraftField | ProductField) =>
    failure?.field === field ? failure.text : null;
  const editProduct = (field: ProductField, value: string) => {
    setProductDraft((current) => ({ ...current, [field]: value }));
    if (failure && (failure.field === field || !isDraftField(failure.field))) setFailure(null);
  };

  const edit = (field: PinDraftField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // What the server said about this field (or the form) is about text that is no longer there.
    if (failure && (failure.field === field || !isDraftField(failure.field))) setFailure(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed || tooLong || saving) return;
    if (!labelsInput.ok) {
      setShowMissingBrand(true);
      return;
    }
    const product = productEdited ? productInputOf(productDraft) : null;
    const refused =
      product && !product.ok
        ? { field: product.field, text: product.text }
        : await updatePin({
            pinId: pin.entityId,
            ...changes,
            ...(product?.ok ? { product: product.input } : {}),
            ...(tagsEdited ? { productTags: productTagsInput(tags) } : {}),
            ...labelsInput.input,
          });
    if (!refused) {
      props.onClose();
      showToast({ text: 'Pin updated' });
      return;
    }
    setFailure(refused);
    if (isDraftField(refused.field)) {
      const input = formRef.current?.elements.namedItem(refused.field);
      if (input instanceof HTMLElement) input.focus();
    }
  };

  const confirmDelete = async () => {
    const deleted = await deletePins([pin.id]);
    // A refusal has been shown (toast) by the hook; back to the form.
    if (deleted === 0) {
      setConfirmingDelete(false);
      return;
    }
    showToast({ text: 'Pin deleted' });
    navigate(pin.pinnedToBoard ? boardHref(pin.pinnedToBoard.url, true) : '/', { replace: true });
  };

  if (confirmingDelete) {
    return (
      <ConfirmDialog
        title="Delete this Pin?"
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmingDelete(false)}
      >
        It is removed from its board for good. This can’t be undone.
      </ConfirmDialog>
    );
  }

  const tagsError = failure?.field === 'productTags' ? failure.text : null;
  const labelError = failure?.field && LABEL_FIELDS.has(failure.field) ? failure.text : null;
  const formError =
    failure && !isDraftField(failure.field) && failure.field !== 'productTags' && !labelError
      ? failure.text
      : null;
  const editTags = (next: DraftProductTag[]) => {
    setTags(next);
    if (failure && !isDraftField(failure.field)) setFailure(null);
  };
  return (
    <Modal title="Edit this Pin" onClose={props.onClose} initialFocusRef={titleRef}>
      <form ref={formRef} className="form" noValidate onSubmit={save} aria-label="Edit Pin">
        <FormError text={formError} />
        <CountedTextField
          label="Title"
          name="title"
          inputRef={titleRef}
          placeholder="Add a title"
          value={draft.title}
          onChange={edit('title')}
          max={PIN_TITLE_MAX_LENGTH}
          error={fieldError('title')}
        />
        <CountedTextField
          label="Description"
          name="description"
          multiline
          hashtags
          placeholder="Tell everyone what your Pin is about"
          value={draft.description}
          onChange={edit('description')}
          max={PIN_DESCRIPTION_MAX_LENGTH}
          error={fieldError('description')}
        />
        <CountedTextField
          label="Website"
          name="link"
          type="url"
          placeholder="https://"
          value={draft.link}
          onChange={edit('link')}
          error={fieldError('link')}
        />
        <CountedTextField
          label="Alt text"
          name="altText"
          multiline
          placeholder="Describe what’s in the picture"
          hint="Read aloud by screen readers to describe the picture."
          value={draft.altText}
          onChange={edit('altText')}
          max={PIN_ALT_TEXT_MAX_LENGTH}
          error={fieldError('altText')}
        />
        <ProductFields draft={productDraft} onChange={editProduct} errorOf={fieldError} />
        {pin.canTagProducts ? (
          <Suspense fallback={<p className="field__hint">Loading tagged products…</p>}>
            <ProductTagEditor
              tags={tags}
              onChange={editTags}
              pictureUrl={pin.isCarousel || pin.video ? null : pin.imageSpec_236x.url}
              disabled={saving}
              error={tagsError}
            />
          </Suspense>
        ) : null}
        {pin.canSetPaidLabels ? (
          <PaidLabelFields
            draft={labels}
            onChange={editLabels}
            hasLink={draft.link.trim() !== ''}
            saved={
              pin.paidPartnership
                ? {
                    status: pin.paidPartnership.status,
                    brandEntityId: pin.paidPartnership.brand?.entityId ?? null,
                  }
                : null
            }
            error={labelError}
            showMissingBrand={showMissingBrand}
            disabled={saving}
          />
        ) : null}
        <div className="form-actions edit-pin__actions">
          <Button
            size="lg"
            className="edit-pin__delete"
            disabled={saving}
            onClick={() => setConfirmingDelete(true)}
          >
            Delete
          </Button>
          <Button size="lg" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="primary"
            size="lg"
            disabled={!changed || tooLong || saving}
            busy={saving}
          >
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}
