import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CvSearch, CvFilterType } from '../../hooks/use-candidate-list-params';

/** As the API bounds them. */
const MAX_TERMS = 20;
const MAX_TERM_LENGTH = 100;

export type CvSearchBoxProps = { value: CvSearch | null; onChange: (value: CvSearch | null) => void };

/**
 * The candidate list's CV search (spec 02 §2.11, §3.9 cvSearch, §5.9): terms as chips, include all or any, and
 * 'Add at least one search term' when searching without one. Terms go to the URL joined with ',', so a comma
 * typed in the box separates terms.
 */
export const CvSearchBox = ({ value, onChange }: CvSearchBoxProps) => {
  const intl = useIntl();
  const inputId = useId();
  const [type, setType] = useState<CvFilterType>(value?.cvFilterType ?? 'INCLUDES_ALL');
  const [terms, setTerms] = useState<string[]>(value?.cvSearchItems ?? []);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState(false);

  // Back, a link or Clear elsewhere changes the applied search: the box shows it.
  useEffect(() => {
    setType(value?.cvFilterType ?? 'INCLUDES_ALL');
    setTerms(value?.cvSearchItems ?? []);
  }, [value]);

  const withDraft = (): string[] => {
    const added = draft
      .split(',')
      .map((term) => term.trim().slice(0, MAX_TERM_LENGTH))
      .filter(Boolean);
    return [...new Set([...terms, ...added])].slice(0, MAX_TERMS);
  };
  const addDraft = () => {
    setTerms(withDraft());
    setDraft('');
    setError(false);
  };
  const search = (searchType = type) => {
    const all = withDraft();
    setTerms(all);
    setDraft('');
    if (all.length === 0) {
      setError(true);
      return;
    }
    setError(false);
    onChange({ cvFilterType: searchType, cvSearchItems: all });
  };
  const remove = (term: string) => {
    const rest = terms.filter((other) => other !== term);
    setTerms(rest);
    // An applied search follows its chips; removing the last one clears it.
    if (value) onChange(rest.length ? { cvFilterType: type, cvSearchItems: rest } : null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addDraft();
    }
  };

  return (
    <Box component="section" aria-label={intl.formatMessage({ id: 'cvSearch.label' })} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'flex-start' }}>
        <TextField
          id={inputId}
          size="small"
          label={intl.formatMessage({ id: 'cvSearch.term' })}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          error={error}
          helperText={error ? intl.formatMessage({ id: 'cvSearch.noTerms' }) : undefined}
          slotProps={{ htmlInput: { maxLength: MAX_TERM_LENGTH * 2 } }}
          sx={{ minWidth: 240 }}
        />
        <Button onClick={addDraft} disabled={!draft.trim()}>
          <FormattedMessage id="cvSearch.add" />
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={type}
          aria-label={intl.formatMessage({ id: 'cvSearch.mode' })}
          onChange={(_event, next: CvFilterType | null) => {
            if (!next) return;
            setType(next);
            if (value) search(next);
          }}
        >
          <ToggleButton value="INCLUDES_ALL">
            <FormattedMessage id="cvSearch.includesAll" />
          </ToggleButton>
          <ToggleButton value="INCLUDES_ANY">
            <FormattedMessage id="cvSearch.includesAny" />
          </ToggleButton>
        </ToggleButtonGroup>
        <Button variant="outlined" startIcon={<SearchIcon />} onClick={() => search()}>
          <FormattedMessage id="cvSearch.search" />
        </Button>
        {value && (
          <Button onClick={() => onChange(null)}>
            <FormattedMessage id="cvSearch.clear" />
          </Button>
        )}
      </Stack>
      {terms.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1 }} role="list" aria-label={intl.formatMessage({ id: 'cvSearch.terms' })}>
          {terms.map((term) => (
            <Chip key={term} role="listitem" label={term} onDelete={() => remove(term)} size="small" />
          ))}
        </Stack>
      )}
    </Box>
  );
};
