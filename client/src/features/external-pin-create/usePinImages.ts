import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { decodeImageData, INVALID_IMAGE } from '../../../../core/pinCreate';
import { isImageDataUrl } from '../../../../core/pinCreatePage';
import { imagePath } from '../../../../core/pinSize';
import { getFragmentData, graphql } from '../../gql';
import type { UploadState } from '../media-upload/uploadStatus';
import { UploadStatusFields } from '../media-upload/uploadStatus';
import { useRegisterImageUrlMutation } from '../media-upload/useRegisterImageUrlMutation';
import { useUploadStates } from '../media-upload/useUploadStates';

const FindPinImagesQuery = graphql(`
  query FindPinImagesQuery($url: String!) {
    findPinImages(url: $url) {
      type
      url
      width
      height
    }
  }
`);

/** The most page images offered to choose from. */
export const MAX_SCRAPED_IMAGES = 20;

/** One image the pin could show. */
export interface PinImageCandidate {
  /** The image's own link (or its data url). */
  source: string;
  width: number | null;
  height: number | null;
  /** What the page can show: our copy once the server has it, or the data url itself. */
  displayUrl: string | null;
  state: 'loading' | 'ready' | 'failed';
  failure: string | null;
  /** The finished upload of our copy, which the pin is then made from. */
  uploadId: string | null;
}

/** The createPin fields for an image: the finished upload, else the data, else the link for the server to fetch. */
export function imageInputFor(candidate: PinImageCandidate): {
  mediaUploadId?: string;
  imageBase64?: string;
  imageUrl?: string;
} {
  if (candidate.uploadId && candidate.state === 'ready') return { mediaUploadId: candidate.uploadId };
  if (isImageDataUrl(candidate.source)) return { imageBase64: candidate.source };
  return { imageUrl: candidate.source };
}

function candidateOf(source: string, size: { width: number; height: number } | null, upload?: UploadState) {
  const candidate: PinImageCandidate = {
    source,
    width: size?.width ?? upload?.image?.width ?? null,
    height: size?.height ?? upload?.image?.height ?? null,
    displayUrl: null,
    state: 'loading',
    failure: null,
    uploadId: upload?.uploadId ?? null,
  };
  if (!upload) return candidate;
  if (upload.status === 'succeeded' && upload.image) {
    candidate.state = 'ready';
    candidate.displayUrl = imagePath(upload.image.signature, '236x');
    candidate.width = upload.image.width;
    candidate.height = upload.image.height;
  } else if (upload.status === 'failed') {
    candidate.state = 'failed';
    candidate.failure = upload.failureMessage;
  }
  return candidate;
}

/**
 * The image(s) of the pin-create page. `media` given as a link: the server registers it
 * (PUT /v3/pins/image/), and the page shows our copy once ready — the page may only load pictures from our own
 * origin. `media` as image data: shown as is, checked as base64 ("Invalid Image"). No `media`: the page's
 * pinnable images come from the find-pin-images resource (failures silent, an empty list) and are registered
 * the same way, all polled together, for the person to pick one.
 */
export function usePinImages({
  url,
  media,
  enabled,
}: {
  url: string | null;
  media: string | null;
  enabled: boolean;
}) {
  const scrape = enabled && !media && Boolean(url);
  const found = useQuery(FindPinImagesQuery, {
    variables: { url: url ?? '' },
    skip: !scrape,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const [registerImageUrl] = useRegisterImageUrlMutation();
  const [registered, setRegistered] = useState<{
    sources: string[];
    uploads: Map<string, UploadState>;
    failures: Map<string, string>;
  } | null>(null);

  const sources = useMemo<{ source: string; size: { width: number; height: number } | null }[]>(() => {
    if (media) return [{ source: media, size: null }];
    if (!scrape || !found.data) return [];
    return found.data.findPinImages
      .slice(0, MAX_SCRAPED_IMAGES)
      .map((item) => ({ source: item.url, size: { width: item.width, height: item.height } }));
  }, [media, scrape, found.data]);
  const sourceKey = sources.map((s) => s.source).join('\n');

  // Links are registered once each; the register call answers with each upload's first state.
  useEffect(() => {
    if (!enabled) return;
    const links = sourceKey ? sourceKey.split('\n').filter((source) => !isImageDataUrl(source)) : [];
    let cancelled = false;
    void Promise.all(
      links.map(async (source) => {
        try {
          const { data } = await registerImageUrl({ variables: { url: source } });
          const result = data?.registerImageUrl;
          if (result?.__typename === 'MutationRegisterImageUrlSuccess') {
            return { source, upload: getFragmentData(UploadStatusFields, result.data), failure: null };
          }
          return {
            source,
            upload: null,
            failure: result?.__typename === 'DomainError' ? result.message : null,
          };
        } catch {
          return { source, upload: null, failure: null };
        }
      }),
    ).then((answers) => {
      if (cancelled) return;
      const uploads = new Map<string, UploadState>();
      const failures = new Map<string, string>();
      for (const answer of answers) {
        if (answer.upload) uploads.set(answer.source, answer.upload);
        else if (answer.failure) failures.set(answer.source, answer.failure);
      }
      setRegistered({ sources: links, uploads, failures });
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, sourceKey, registerImageUrl]);

  const initialStates = useMemo(() => [...(registered?.uploads.values() ?? [])], [registered]);
  const states = useUploadStates(initialStates);

  const candidates = useMemo<PinImageCandidate[]>(
    () =>
      sources.map(({ source, size }) => {
        if (isImageDataUrl(source)) {
          const valid = decodeImageData(source) !== null;
          return {
            source,
            width: null,
            height: null,
            displayUrl: valid ? source : null,
            state: valid ? 'ready' : 'failed',
            failure: valid ? null : INVALID_IMAGE,
            uploadId: null,
          };
        }
        const first = registered?.uploads.get(source);
        const upload = first ? (states.get(first.uploadId) ?? first) : undefined;
        const candidate = candidateOf(source, size, upload);
        const refused = registered?.failures.get(source);
        if (refused) return { ...candidate, state: 'failed', failure: refused };
        // Registering did not work out at all (a network error): the server fetches the link at create time.
        if (registered && !first && !refused) return { ...candidate, state: 'ready' };
        return candidate;
      }),
    [sources, registered, states],
  );

  return {
    candidates,
    /** The page is still being searched for images. */
    scraping: scrape && found.loading,
  };
}
