import { type FormEvent, type RefObject, useState } from 'react';
import { boardMoveErrorText } from '../../../../core/boardActions';
import { sectionNameError } from '../../../../core/sectionName';
import { GENERIC_ERROR } from '../../../../core/texts';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useRenameSectionMutation } from './useRenameSectionMutation';

interface SectionNameFormProps {
  section: { entityId: string; name: string };
  onDone: (renamed: { slug: string } | null) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  hideLabel?: boolean;
}

/**
 * Renames a section with the create form's rules: trimmed, non-empty; Enter submits; typing clears
 * the error; the server's message_detail or message shows under the field.
 */
export function SectionNameForm({ section, onDone, inputRef, hideLabel = false }: SectionNameFormProps) {
  const [renameSection, { loading: saving }] = useRenameSectionMutation();
  const [name, setName] = useState(section.name);
  const [error, setError] = useState<string | null>(null);
  const trimmed = name.trim();
  const shownError = error ?? (trimmed ? sectionNameError(name) : null);
  const disabled = trimmed === '' || shownError !== null || saving;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    if (trimmed === section.name) {
      onDone(null);
      return;
    }
    try {
      const { data } = await renameSection({ variables: { sectionId: section.entityId, name: trimmed } });
      const result = data?.renameSection;
      if (result?.__typename === 'MutationRenameSectionSuccess') onDone({ slug: result.data.slug });
      else if (result?.__typename === 'DomainError')
        setError(result.messageDetail || boardMoveErrorText(result, GENERIC_ERROR));
      else setError(GENERIC_ERROR);
    } catch {
      setError(GENERIC_ERROR);
    }
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-label={`Rename ${section.name}`}>
      <TextField
        label="Section name"
        hideLabel={hideLabel}
        inputRef={inputRef}
        autoComplete="off"
        value={name}
        error={shownError}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
      />
      <div className="form-actions">
        <Button onClick={() => onDone(null)}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={disabled} busy={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
