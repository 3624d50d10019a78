import { type DragEvent, useId, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '../../../../core/mediaUpload';
import { MAX_FILES_AT_ONCE, PIN_BUILDER_ACCEPT } from '../../../../core/pinBuilder';
import { PlusIcon } from '../../ui/icons';

interface FileDropProps {
  /** The files chosen or dropped, in order (one or several). */
  onFiles: (files: File[]) => void;
  videoAllowed: boolean;
  /** A smaller drop zone that adds files to the ones already chosen. */
  compact?: boolean;
}

const MAX_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

/**
 * Drag files here or choose them (up to 20 at once: each becomes a pin). The whole area is the file input's label, so a click anywhere opens the
 * picker and the keyboard reaches the input itself.
 */
export function FileDrop({ onFiles, videoAllowed, compact = false }: FileDropProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };
  return (
    <label
      htmlFor={id}
      className={`file-drop${over ? ' file-drop--over' : ''}${compact ? ' file-drop--compact' : ''}`}
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
        multiple
        className="visually-hidden"
        accept={videoAllowed ? PIN_BUILDER_ACCEPT : 'image/*'}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (files.length > 0) onFiles(files);
          event.target.value = '';
        }}
      />
      <span className="file-drop__icon" aria-hidden="true">
        <PlusIcon size={24} />
      </span>
      <span className="file-drop__title">
        {compact ? 'Add more files' : 'Choose a file or drag and drop it here'}
      </span>
      <span id={`${id}-hint`} className="file-drop__hint">
        {videoAllowed
          ? `Images (more than 119 px on each side) or MP4 and WebM videos, up to ${MAX_MB} MB each; up to ${MAX_FILES_AT_ONCE} files at once.`
          : `Images more than 119 px on each side, up to ${MAX_MB} MB each; up to ${MAX_FILES_AT_ONCE} files at once.`}
      </span>
    </label>
  );
}
