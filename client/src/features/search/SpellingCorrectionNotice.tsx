import { Link } from 'react-router';
import type { SearchState } from '../../../../core/searchState';
import { SEARCH_INSTEAD_FOR, SHOWING_RESULTS_FOR } from '../../../../core/spellingCorrection';
import { searchScopePath } from './searchRouteState';

/**
 * Above the pins of a corrected search: what was searched instead of what was typed, and a link that searches
 * exactly what was typed (the same search with auto_correction_disabled).
 */
export function SpellingCorrectionNotice({ state, corrected }: { state: SearchState; corrected: string }) {
  return (
    <p className="search-correction" role="status">
      {SHOWING_RESULTS_FOR} <strong>{corrected}</strong>
      <span className="search-correction__instead">
        {SEARCH_INSTEAD_FOR}{' '}
        <Link to={searchScopePath({ ...state, autoCorrectionDisabled: true }, state.scope)}>
          <strong>{state.query}</strong>
        </Link>
      </span>
    </p>
  );
}
