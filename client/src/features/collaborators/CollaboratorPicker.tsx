import { Avatar } from '../../ui/Avatar';
import { CloseIcon } from '../../ui/icons';
import { type CollaboratorCandidate, CollaboratorSearch, candidateKey } from './CollaboratorSearch';
import './collaborators.css';

interface CollaboratorPickerProps {
  value: readonly CollaboratorCandidate[];
  onChange: (value: readonly CollaboratorCandidate[]) => void;
}

/**
 * The create-board form's collaborator search ("Search by name or email"): people and addresses
 * chosen here are invited once the board exists. Chosen ones show as chips that can be taken off again.
 */
export function CollaboratorPicker({ value, onChange }: CollaboratorPickerProps) {
  const chosen = new Set(value.map(candidateKey));
  return (
    <div className="field">
      <CollaboratorSearch
        label="Collaborators"
        showLabel
        suggestWhenEmpty={false}
        isChosen={(candidate) => chosen.has(candidateKey(candidate))}
        onChoose={(candidate) => onChange([...value, candidate])}
        userStatus={(isChosen) => (isChosen ? 'Added' : 'Add')}
      />
      {value.length > 0 ? (
        <ul className="collaborator-chips" aria-label="Collaborators to invite">
          {value.map((candidate) => {
            const name = candidate.kind === 'user' ? candidate.user.fullName : candidate.email;
            return (
              <li key={candidateKey(candidate)} className="collaborator-chip">
                {candidate.kind === 'user' ? (
                  <Avatar name={name} imageUrl={candidate.user.imageSmallUrl} size={20} />
                ) : null}
                {name}
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Don’t invite ${name}`}
                  onClick={() => onChange(value.filter((c) => candidateKey(c) !== candidateKey(candidate)))}
                >
                  <CloseIcon size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
