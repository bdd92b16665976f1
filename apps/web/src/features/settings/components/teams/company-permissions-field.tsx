import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { COMPANY_PERMISSION_OPTION_NAMES, type CompanyPermissionOption } from '@ats/domain/identity/team-members';
import { useController, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MemberValues } from '../../hooks/use-member-form';
import { COMPANY_OPTION_LABEL } from '../../team-labels';

export type CompanyPermissionsFieldProps = { options: readonly CompanyPermissionOption[] };

/** The company permission options a recruiter or hiring manager may be given (those the manager holds). */
export const CompanyPermissionsField = ({ options }: CompanyPermissionsFieldProps) => {
  const intl = useIntl();
  const { control } = useFormContext<MemberValues>();
  const { field } = useController({ name: 'companyOptions', control });
  const chosen = field.value;
  return (
    <>
      <Divider />
      <FormControl component="fieldset">
        <FormLabel component="legend">
          <FormattedMessage id="team.section.companyPermissions" />
        </FormLabel>
        <FormGroup>
          {options.map((name) => (
            <FormControlLabel
              key={name}
              control={
                <Checkbox
                  checked={chosen.includes(name)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked ? COMPANY_PERMISSION_OPTION_NAMES.filter((o) => o === name || chosen.includes(o)) : chosen.filter((o) => o !== name),
                    )
                  }
                />
              }
              label={intl.formatMessage({ id: COMPANY_OPTION_LABEL[name] })}
            />
          ))}
        </FormGroup>
      </FormControl>
    </>
  );
};
