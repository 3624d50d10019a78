import { type FormEvent, type KeyboardEvent, type RefObject, useState } from 'react';
import { sectionNameError, sectionNameSource } from '../../../../core/sectionName';
import { GENERIC_ERROR } from '../../../../core/texts';
import { Button } from '../../ui/Button';
import { SuggestionChips } from '../../ui/SuggestionChips';
import { TextField } from '../../ui/TextField';
import { useCreateSectionMutation } from './useCreateSectionMutation';

interface CreateSectionFormProps {
  /** The board's entity id. */
  boardId: string;
  onCreated: (section: { id: string; entityId: string; name: string; slug: string }) => void;
  nameRef?: RefObject<HTMLInputElement | null>;
  /** Recommended names; one taken as is is sent with name source 1, an edited one with 2. */
  suggestions?: readonly string[];
  /** Shown as a Cancel button beside Add, where the form is a page of its own rather than a modal's body. */
  onCancel?: () => void;
}

/**
 * Section name: trimmed and non-empty. Add is disabled while the trimmed name is empty, an error
 * shows or a save runs; Enter or numpad Enter submits; typing clears the error; server errors (message_detail
 * or message) show under the field.
 */
export function CreateSectionForm({
  boardId,
  onCreated,
  nameRef,
  suggestions = [],
  onCancel,
}: CreateSectionFormProps) {
  const [createSection, { loading: saving }] = useCreateSectionMutation();
  const [name, setName] = useState('');
  const [recommendation, setRecommendation] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const trimmed = name.trim();
  const lengthError = trimmed ? sectionNameError(name) : null;
  const shownError = error ?? lengthError;
  const disabled = trimmed === '' || shownError !== null || saving;

  const submit = async () => {
    if (disabled) return;
    try {
      const { data } = await createSection({
        variables: { input: { boardId, name: trimmed, nameSource: sectionNameSource(name, recommendation) } },
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
          // Clearing the field starts over: what is typed next is the person's own name (source 0).
          if (event.target.value.trim() === '') setRecommendation(null);
        }}
        onKeyDown={onKeyDown}
      />
      <SuggestionChips
        label="Suggested names"
        suggestions={suggestions}
        selected={recommendation !== null && name === recommendation ? recommendation : null}
        onPick={(suggestion) => {
          setName(suggestion);
          setRecommendation(suggestion);
          setError(null);
        }}
      />
      <div className="form-actions">
        {onCancel ? (
          <Button variant="secondary" size="lg" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" variant="primary" size="lg" disabled={disabled} busy={saving}>
          Add
        </Button>
      </div>
    </form>
  );
}
