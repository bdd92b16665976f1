import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type SearchFieldProps = Omit<TextFieldProps, 'type'>;

/** The search box of every list (candidates, team members, mailbox): a search input with the magnifier in front. */
export const SearchField = ({ slotProps, ...props }: SearchFieldProps) => (
  <TextField
    type="search"
    {...props}
    slotProps={{
      ...slotProps,
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        ),
      },
    }}
  />
);
