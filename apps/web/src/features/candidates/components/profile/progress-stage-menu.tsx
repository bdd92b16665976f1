import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Stage } from '@ats/web/app/api/api-types';

export type ProgressStageMenuProps = {
  stages: Stage[];
  currentStageId: string;
  disabled: boolean;
  busy: boolean;
  onSelect: (stage: Stage) => void;
};

/** "Progress to stage": a menu of the job's stages other than the current one, in pipeline order. */
export const ProgressStageMenu = ({ stages, currentStageId, disabled, busy, onSelect }: ProgressStageMenuProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const options = stages.filter((stage) => stage.id !== currentStageId);

  return (
    <>
      <Button
        id={buttonId}
        variant="contained"
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled || options.length === 0}
        loading={busy}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
      >
        <FormattedMessage id="profile.action.progress" />
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {options.map((stage) => (
          <MenuItem
            key={stage.id}
            onClick={() => {
              setAnchor(null);
              onSelect(stage);
            }}
          >
            {stage.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
