import type { ReactNode } from 'react';
import { type PinDraftState, pinDraftStateText } from '../../../../core/pinBuilder';
import { videoDurationLabel } from '../../../../core/pinSaved';
import { imagePath } from '../../../../core/pinSize';
import { Button } from '../../ui/Button';
import type { PinBuilderUpload } from './useSendPinFile';

interface UploadPreviewProps {
  upload: PinBuilderUpload;
  state: PinDraftState;
  onReplace: () => void;
  altText: string;
}

/** The chosen file: its picture (or the processed video with its duration), the progress bar and the status. */
export function UploadPreview({ upload, state, onReplace, altText }: UploadPreviewProps) {
  const { result } = upload;
  const video = result?.video ?? null;
  const storedImage = result?.image ? imagePath(result.image.signature, '236x') : null;
  const statusText = pinDraftStateText(state, upload.percent, upload.failure);
  const showProgress = state === 'uploading' || state === 'processing';

  let media: ReactNode;
  if (video) {
    media = (
      <video
        className="upload-preview__media"
        src={video.url}
        poster={video.coverImageSpec_236x.url}
        width={video.width}
        height={video.height}
        controls
        muted
        playsInline
        aria-label={altText || 'Your video'}
      />
    );
  } else if (upload.previewUrl || storedImage) {
    media = (
      <img
        className="upload-preview__media"
        src={upload.previewUrl ?? storedImage ?? undefined}
        alt={altText || 'Your image'}
      />
    );
  } else {
    media = (
      <div className="upload-preview__placeholder">
        <span className="upload-preview__file">{upload.file.name}</span>
        <span>{upload.kind === 'video' ? 'Your video shows here once it is processed.' : ''}</span>
      </div>
    );
  }

  return (
    <div className="upload-preview">
      <div className="upload-preview__frame" style={{ background: result?.image?.dominantColor }}>
        {media}
        {video ? (
          <span className="media-badge">
            <span className="visually-hidden">Video, </span>
            {videoDurationLabel(video.durationMs)}
          </span>
        ) : null}
      </div>
      {showProgress ? (
        <progress
          className="upload-preview__progress"
          max={100}
          value={upload.percent}
          aria-label="Upload progress"
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
      {state !== 'publishing' && state !== 'published' ? (
        <Button variant="secondary" onClick={onReplace}>
          {state === 'error' ? 'Choose another file' : 'Replace file'}
        </Button>
      ) : null}
    </div>
  );
}
