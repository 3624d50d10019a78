import { useQuery } from '@apollo/client/react';
import { type KeyboardEvent, type RefObject, useEffect, useId, useState } from 'react';
import { emailInviteRowText, looksLikeEmailEntry } from '../../../../core/collaborators';
import { isValidEmail, normalizeEmail } from '../../../../core/email';
import { graphql } from '../../gql';
import { Avatar } from '../../ui/Avatar';
import './collaborators.css';

const CollaboratorSuggestionsQuery = graphql(`
  query CollaboratorSuggestionsQuery($query: String!) {
    collaboratorSuggestions(query: $query) {
      id
      entityId
      username
      fullName
      imageSmallUrl
    }
  }
`);

/** Typing pauses this long before the typeahead asks the server. */
const TYPEAHEAD_DELAY_MS = 200;

export interface CandidateUser {
  id: string;
  entityId: string;
  username: string;
  fullName: string;
  imageSmallUrl: string | null;
}

export type CollaboratorCandidate = { kind: 'user'; user: CandidateUser } | { kind: 'email'; email: string };

/** One key per person or address, for "already chosen" sets. */
export function userCandidateKey(userEntityId: string): string {
  return `user:${userEntityId}`;
}

export function candidateKey(candidate: CollaboratorCandidate): string {
  return candidate.kind === 'user' ? userCandidateKey(candidate.user.entityId) : `email:${candidate.email}`;
}

interface CollaboratorSearchProps {
  isChosen: (candidate: CollaboratorCandidate) => boolean;
  onChoose: (candidate: CollaboratorCandidate) => void;
  /** What a person's row says before and after they are chosen ("Invite" / "Invited", "Add" / "Added"). */
  userStatus: (chosen: boolean) => string;
  /** People not to offer (already on the board), by entity id. */
  excludeUserIds?: ReadonlySet<string>;
  inputRef?: RefObject<HTMLInputElement | null>;
  label?: string;
  /** Offer share suggestions before anything is typed (the invite dialog does; a form may not). */
  suggestWhenEmpty?: boolean;
  /** Show the label above the field (in a form) rather than only to screen readers. */
  showLabel?: boolean;
}

type Option = { key: string; candidate: CollaboratorCandidate | null; status: string; disabled: boolean };

/**
 * The collaborator search: a combobox with placeholder "Search by name or email". Empty, it
 * offers share suggestions (people the viewer follows or who follow them); typed, it looks people up by name or
 * username; with an "@" it offers the address itself, reading "Keep typing!" until it passes the email check,
 * then "Click to send!", and "Done!" once chosen. Arrow keys move through the rows and Enter chooses.
 */
export function CollaboratorSearch({
  isChosen,
  onChoose,
  userStatus,
  excludeUserIds,
  inputRef,
  label = 'Search by name or email',
  suggestWhenEmpty = true,
  showLabel = false,
}: CollaboratorSearchProps) {
  const listId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const emailEntry = looksLikeEmailEntry(text);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), TYPEAHEAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const { data, loading } = useQuery(CollaboratorSuggestionsQuery, {
    variables: { query },
    skip: emailEntry || (!suggestWhenEmpty && query === ''),
  });
  const people =
    emailEntry || (!suggestWhenEmpty && text.trim() === '')
      ? []
      : (data?.collaboratorSuggestions ?? []).filter((user) => !excludeUserIds?.has(user.entityId));

  const options: Option[] = [];
  if (emailEntry) {
    const email = normalizeEmail(text);
    const valid = isValidEmail(email);
    const candidate: CollaboratorCandidate | null = valid ? { kind: 'email', email } : null;
    const chosen = candidate !== null && isChosen(candidate);
    options.push({
      key: `email:${email}`,
      candidate,
      status: emailInviteRowText(email, chosen),
      disabled: !valid || chosen,
    });
  }
  for (const user of people) {
    const candidate: CollaboratorCandidate = { kind: 'user', user };
    const chosen = isChosen(candidate);
    options.push({ key: `user:${user.entityId}`, candidate, status: userStatus(chosen), disabled: chosen });
  }
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (option: Option | undefined) => {
    if (option?.candidate && !option.disabled) onChoose(option.candidate);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setActive((activeIndex + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((activeIndex - 1 + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[activeIndex]);
    }
  };

  const heading = emailEntry ? null : query === '' ? 'Suggestions' : 'People';
  return (
    <div className="collaborator-search">
      <label htmlFor={`${listId}-input`} className={showLabel ? 'field__label' : 'visually-hidden'}>
        {label}
      </label>
      <input
        id={`${listId}-input`}
        ref={inputRef}
        className="field__input"
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="Search by name or email"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options.length > 0 ? optionId(activeIndex) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {heading && options.length > 0 ? (
        <p className="collaborator-search__heading" aria-hidden="true">
          {heading}
        </p>
      ) : null}
      <div id={listId} role="listbox" aria-label={heading ?? 'Email'} className="collaborator-search__list">
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows and Enter) for its options
          <div
            key={option.key}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            aria-disabled={option.disabled || undefined}
            className={`collaborator-search__option${index === activeIndex ? ' is-active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => choose(option)}
          >
            {option.candidate?.kind === 'user' ? (
              <>
                <Avatar
                  name={option.candidate.user.fullName}
                  imageUrl={option.candidate.user.imageSmallUrl}
                  size={36}
                />
                <span className="collaborator-search__who">
                  <span className="collaborator-search__name">{option.candidate.user.fullName}</span>
                  <span className="collaborator-search__sub">@{option.candidate.user.username}</span>
                </span>
              </>
            ) : (
              <span className="collaborator-search__who">
                <span className="collaborator-search__name">{normalizeEmail(text)}</span>
                <span className="collaborator-search__sub">Invite by email</span>
              </span>
            )}
            <span className="collaborator-search__status">{option.status}</span>
          </div>
        ))}
      </div>
      {!emailEntry && !loading && query !== '' && people.length === 0 ? (
        <p className="collaborator-search__empty">
          No one found. Try a name, a username or an email address.
        </p>
      ) : null}
    </div>
  );
}
