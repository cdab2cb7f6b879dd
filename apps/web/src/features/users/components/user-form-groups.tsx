import { useController, useWatch, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GROUP_PRIVILEGE_LABELS, ROLE_LABELS, groupAdmitsRole, type GroupPrivilege, type UserGroup } from '@creditdesk/contracts';
import { USER_FORM_LABELS, type UserFormValues } from '../user-form-values';

type UserFormGroupsProps = {
  control: Control<UserFormValues>;
  /** undefined while the company's groups load. */
  groups: readonly UserGroup[] | undefined;
  disabled?: boolean;
};

const privilegeText = (p: GroupPrivilege | undefined) => (p && p !== 'standard' ? `${GROUP_PRIVILEGE_LABELS[p]} privileges` : 'Standard privileges');

function refusalWarning(roleLabel: string, refused: { name: string; privilege: GroupPrivilege }[]) {
  const names = refused.map((r) => `${r.name} (${GROUP_PRIVILEGE_LABELS[r.privilege]} privileges)`).join(', ');
  const one = refused.length === 1;
  return `${/^[AEIOU]/.test(roleLabel) ? 'An' : 'A'} ${roleLabel} may not be in ${one ? 'the group' : 'the groups'} ${names}. Choose another user type or remove ${one ? 'it' : 'them'}.`;
}

/**
 * The user's groups, each shown with its privilege. A choice the user type may not join is warned
 * about here; the server's 400 stays the authority (portal.md §5, §8).
 */
export function UserFormGroups({ control, groups, disabled }: UserFormGroupsProps) {
  const { field, fieldState } = useController({ name: 'userGroups', control });
  const role = useWatch({ control, name: 'role' });
  const privilegeOf = (name: string) => groups?.find((g) => g.groupName === name)?.privilege;
  const value: string[] = field.value;
  const refused = value.filter((name) => {
    const privilege = privilegeOf(name);
    return privilege !== undefined && !groupAdmitsRole(privilege, role);
  });

  return (
    <Stack spacing={1.5}>
      <Autocomplete
        multiple
        disableCloseOnSelect
        options={groups?.map((g) => g.groupName) ?? []}
        loading={groups === undefined}
        value={value}
        onChange={(_event, next) => field.onChange(next)}
        onBlur={field.onBlur}
        disabled={disabled}
        renderOption={({ key, ...props }, name) => (
          <Box component="li" key={key} {...props}>
            <Box>
              <Typography variant="body2">{name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {privilegeText(privilegeOf(name))}
              </Typography>
            </Box>
          </Box>
        )}
        renderValue={(selected, getItemProps) =>
          selected.map((name, index) => {
            const { key, ...props } = getItemProps({ index });
            const privilege = privilegeOf(name);
            const elevated = privilege === 'admin' || privilege === 'sysadmin';
            return (
              <Chip
                key={key}
                {...props}
                size="small"
                color={elevated ? 'secondary' : 'default'}
                variant={elevated ? 'filled' : 'outlined'}
                label={elevated ? `${name} · ${GROUP_PRIVILEGE_LABELS[privilege]}` : name}
              />
            );
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={field.ref}
            label={USER_FORM_LABELS.userGroups}
            placeholder={value.length === 0 ? 'Choose user groups' : undefined}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? 'Groups decide which products the user may order.'}
          />
        )}
      />
      {refused.length > 0 && (
        <Alert severity="warning" role="status">
          {refusalWarning(ROLE_LABELS[role], refused.map((name) => ({ name, privilege: privilegeOf(name)! })))}
        </Alert>
      )}
    </Stack>
  );
}
