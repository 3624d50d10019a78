import { type DragEvent, useId, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '../../../../core/mediaUpload';
import { PIN_BUILDER_ACCEPT } from '../../../../core/pinBuilder';
import { PlusIcon } from '../../ui/icons';

interface FileDropProps {
  onFile: (file: File) => void;
  videoAllowed: boolean;
}

const MAX_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

/**
 * Drag a file here or choose one. The whole area is the file input's label, so a click anywhere opens the
 * picker and the keyboard reaches the input itself.
 */
export function FileDrop({ onFile, videoAllowed }: FileDropProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <label
      htmlFor={id}
      className={`file-drop${over ? ' file-drop--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <input
        id={id}
        type="file"
        className="visually-hidden"
        accept={videoAllowed ? PIN_BUILDER_ACCEPT : 'image/*'}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      <span className="file-drop__icon" aria-hidden="true">
        <PlusIcon size={24} />
      </span>
      <span className="file-drop__title">Choose a file or drag and drop it here</span>
      <span id={`${id}-hint`} className="file-drop__hint">
        {videoAllowed
          ? `Images (more than 119 px on each side) or MP4 and WebM videos, up to ${MAX_MB} MB.`
          : `Images more than 119 px on each side, up to ${MAX_MB} MB.`}
      </span>
    </label>
  );
}
