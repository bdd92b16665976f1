import { getContrastRatio } from '@mui/material/styles';
import { colourForName, initialsColourOn, initialsOf } from './letter-avatar';

describe('letter avatar', () => {
  it('takes at most two initials', () => {
    expect(initialsOf('  rania  al haddad ')).toBe('RA');
  });

  it('writes the initials in a colour readable on every letter’s background (WCAG AA, 4.5:1)', () => {
    for (const name of [...'abcdefghijklmnopqrstuvwxyz', '9']) {
      const background = colourForName(name);
      expect(getContrastRatio(background, initialsColourOn(background))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
