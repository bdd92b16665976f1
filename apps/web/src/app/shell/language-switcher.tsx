import LanguageIcon from '@mui/icons-material/Language';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../i18n/locale-context';
import { LANGUAGES, type Language } from '../i18n/language';
import type { MessageId } from '../i18n/messages';

const LANGUAGE_LABEL: Record<Language, MessageId> = {
  en: 'language.option.en',
  ar: 'language.option.ar',
};

export type LanguageSwitcherProps = { compact?: boolean };

/**
 * Spec 01 §2.4: a click-opened dropdown with a globe icon and the current code in upper case (hidden on mobile),
 * holding a radio list "English - EN" / "العربية - AR".
 */
export const LanguageSwitcher = ({ compact = false }: LanguageSwitcherProps) => {
  const intl = useIntl();
  const { language, setLanguage } = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();

  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const close = () => setAnchor(null);
  const choose = (next: Language) => {
    setLanguage(next);
    close();
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        onClick={open}
        startIcon={<LanguageIcon />}
        aria-label={intl.formatMessage({ id: 'language.switcher.label' }, { code: language.toUpperCase() })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ minWidth: 0, px: 1 }}
      >
        {!compact && <span aria-hidden>{language.toUpperCase()}</span>}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {LANGUAGES.map((option) => {
          const selected = option === language;
          return (
            <MenuItem
              key={option}
              role="menuitemradio"
              aria-checked={selected}
              selected={selected}
              onClick={() => choose(option)}
              lang={option}
            >
              <ListItemIcon>
                {selected ? <RadioButtonCheckedIcon fontSize="small" color="primary" /> : <RadioButtonUncheckedIcon fontSize="small" />}
              </ListItemIcon>
              <ListItemText>{intl.formatMessage({ id: LANGUAGE_LABEL[option] })}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};
