import { useCallback, useRef, useState } from 'react';
import { createPinMethodFor, type PinCreateParams } from '../../../../core/pinCreatePage';
import { SERVER_ERROR } from '../../../../core/texts';
import { useToast } from '../../ui/toastContext';
import type { SavingTarget } from '../board-picker/SectionPicker';
import { type CreatedPin, useCreatePinMutation } from '../create-pin/useCreatePinMutation';
import { usePhotoNetworkUpsell } from '../photo-network-upsell/usePhotoNetworkUpsell';
import { pinCreatedToast } from '../pin-saved/SavedToast';
import { trackPinCreate } from './trackPinCreate';
import { usePageProduct } from './usePageProduct';
import { imageInputFor, type PinImageCandidate } from './usePinImages';

export interface PinCreateOutcome {
  pin: CreatedPin;
  /** The photo-network upsell is due, with what it needs to say. */
  upsell: { listedWebsiteUrl: string | null } | null;
}

/**
 * Creating the pin from the pin-create page: PinResource create with the page's link, image,
 * description, color, guid and method, and the price the page describes unless the person unticked it. On success the "Saved to {board}" toast with View, the success tracking
 * request, and whether the upsell is due. On failure the toast "Sorry! Something went wrong on our end.", the
 * failure tracking request, and the creating state resets so the person can try again.
 */
export function usePinCreateSubmit(params: PinCreateParams) {
  const [createPin] = useCreatePinMutation();
  const showToast = useToast();
  const { isDue, recordShown } = usePhotoNetworkUpsell();
  const [saving, setSaving] = useState<SavingTarget | null>(null);
  const savingRef = useRef(false);
  const pageProduct = usePageProduct(params.url);
  const [withPrice, setWithPrice] = useState(true);

  const create = useCallback(
    async (
      target: { boardId: string; sectionId: string | null },
      image: PinImageCandidate,
      description: string,
    ): Promise<PinCreateOutcome | null> => {
      if (savingRef.current) return null;
      savingRef.current = true;
      setSaving(target);
      try {
        const { data } = await createPin({
          variables: {
            input: {
              boardId: target.boardId,
              sectionId: target.sectionId,
              description: description.trim(),
              link: params.url,
              ...imageInputFor(image),
              method: createPinMethodFor(params.method),
              guid: params.guid,
              color: params.color,
              ...(pageProduct && withPrice
                ? {
                    product: {
                      price: pageProduct.price,
                      currency: pageProduct.currency,
                      availability: pageProduct.availability,
                      originalPrice: pageProduct.originalPrice,
                    },
                  }
                : {}),
            },
          },
        });
        const result = data?.createPin;
        if (result?.__typename === 'MutationCreatePinSuccess') {
          const pin = result.data;
          trackPinCreate('pin_create_success', pin.entityId);
          showToast(pinCreatedToast(pin.pinnedToBoard?.name ?? null, pin.entityId));
          return { pin, upsell: await isDue(params.url) };
        }
      } catch {
        // Told below, like a refusal.
      }
      trackPinCreate('pin_create_fail');
      showToast({ tone: 'error', text: SERVER_ERROR });
      savingRef.current = false;
      setSaving(null);
      return null;
    },
    [createPin, showToast, isDue, params, pageProduct, withPrice],
  );

  return {
    saving,
    create,
    recordUpsellShown: recordShown,
    /** The price the page describes, saved with the pin while `withPrice` holds. */
    price: { product: pageProduct, checked: withPrice, onChange: setWithPrice },
  };
}
