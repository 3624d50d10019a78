import { type FormEvent, type KeyboardEvent, type RefObject, useState } from 'react';
import { sectionNameError, sectionNameSource } from '../../../../core/sectionName';
import { GENERIC_ERROR } from '../../../../core/texts';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useCreateSectionMutation } from './useCreateSectionMutation';

interface CreateSectionFormProps {
  /** The board's entity id. */
  boardId: string;
  onCreated: (section: { id: string; slug: string }) => void;
  nameRef?: RefObject<HTMLInputElement | null>;
}

/**
 * Spec 000 §5, section name: trimmed and non-empty. Add is disabled while the trimmed name is empty, an error
 * shows or a save runs; Enter or numpad Enter submits; typing clears the error; server errors (message_detail
 * or message) show under the field.
 */
export function CreateSectionForm({ boardId, onCreated, nameRef }: CreateSectionFormProps) {
  const [createSection, { loading: saving }] = useCreateSectionMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const trimmed = name.trim();
  const lengthError = trimmed ? sectionNameError(name) : null;
  const shownError = error ?? lengthError;
  const disabled = trimmed === '' || shownError !== null || saving;

  const submit = async () => {
    if (disabled) return;
    try {
      const { data } = await createSection({
        variables: { input: { boardId, name: trimmed, nameSource: sectionNameSource(name, null) } },
      });
      const result = data?.createSection;
      if (result?.__typename === 'MutationCreateSectionSuccess') onCreated(result.data);
      else if (result?.__typename === 'DomainError') setError(result.messageDetail || result.message);
      else setError(GENERIC_ERROR);
    } catch {
      setError(GENERIC_ERROR);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.code === 'NumpadEnter') {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="form"
      noValidate
      aria-label="Add section"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="Name"
        name="name"
        inputRef={nameRef}
        placeholder={'Like "Lighting"'}
        autoComplete="off"
        value={name}
        error={shownError}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="form-actions">
        <Button type="submit" variant="primary" size="lg" disabled={disabled} busy={saving}>
          Add
        </Button>
      </div>
    </form>
  );
}
