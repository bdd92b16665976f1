import Avatar from '@mui/material/Avatar';
import { getContrastRatio } from '@mui/material/styles';

/** One fixed colour per letter a–z; anything else is dark grey (spec 01 §2.11). */
const LETTER_COLOURS = [
  '#e57373', '#f06292', '#ba68c8', '#9575cd', '#7986cb', '#64b5f6', '#4fc3f7', '#4dd0e1', '#4db6ac',
  '#81c784', '#aed581', '#9ccc65', '#d4e157', '#ffb74d', '#ff8a65', '#a1887f', '#90a4ae', '#f48fb1',
  '#ce93d8', '#b39ddb', '#9fa8da', '#90caf9', '#80deea', '#80cbc4', '#c5e1a5', '#ffcc80',
] as const;
const OTHER_COLOUR = '#424242';

/** The upper-case initials of the first two words (at most 2, spec 04 §9). */
export const initialsOf = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

export const colourForName = (name: string): string => {
  const first = name.trim().charAt(0).toLowerCase();
  const index = first.charCodeAt(0) - 'a'.charCodeAt(0);
  return index >= 0 && index < 26 ? LETTER_COLOURS[index]! : OTHER_COLOUR;
};

/** White or black initials, whichever reads better on the letter's colour (WCAG contrast, via MUI). */
export const initialsColourOn = (background: string): string =>
  getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000') ? '#fff' : '#000';

export type LetterAvatarProps = {
  name: string;
  size?: number;
  variant?: 'circular' | 'rounded';
};

export const LetterAvatar = ({ name, size = 32, variant = 'circular' }: LetterAvatarProps) => (
  <Avatar
    variant={variant}
    aria-hidden
    sx={{ width: size, height: size, fontSize: size * 0.42, fontWeight: 600, bgcolor: colourForName(name), color: initialsColourOn(colourForName(name)) }}
  >
    {initialsOf(name)}
  </Avatar>
);
