import { useController, type Control } from 'react-hook-form';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS, type AdminUser, type GroupPrivilege } from '@creditdesk/contracts';
import { useSelector } from 'react-redux';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGroupMapQuery } from '../api';
import type { GroupFormValues } from '../group-form-values';

type MemberPickerProps = {
  control: Control<GroupFormValues>;
  label: string;
  /** the company's users; undefined while they load. */
  users: readonly AdminUser[] | undefined;
  /** user names not to offer (the group's current members). */
  exclude?: readonly string[];
  privilege: GroupPrivilege;
  disabled?: boolean;
};

/** portal.md §5: who may join a group of each privilege (the server decides; this only says so). */
const WHO_MAY_JOIN: Record<GroupPrivilege, string> = {
  standard: 'Any user may be a member.',
  admin: 'Members must be Admin users or System administrators.',
  sysadmin: 'Members must be System administrators.',
};

// A company may have thousands of users: show the first 50 matches, typing narrows them.
const filterOptions = createFilterOptions<AdminUser>({ limit: 50 });

const fullName = (u: AdminUser) => `${u.firstName} ${u.lastName}`.trim() || u.userName;

/** The group map turned round: each user name with the groups it is in. */
function groupsByUser(groupMap: Record<string, string[]> = {}): Map<string, string[]> {
  const byUser = new Map<string, string[]>();
  for (const [group, names] of Object.entries(groupMap)) for (const name of names) byUser.set(name, [...(byUser.get(name) ?? []), group]);
  return byUser;
}

/** Picks users by name or user name; each option shows the user's role. */
export function MemberPicker({ control, label, users, exclude = [], privilege, disabled }: MemberPickerProps) {
  const { field, fieldState } = useController({ name: 'userList', control });
  const { customerId } = useSelector(selectAuth);
  const inGroups = groupsByUser(useGroupMapQuery(customerId).data);
  const options = (users ?? []).filter((u) => !exclude.includes(u.userName));
  const byName = new Map(options.map((u) => [u.userName, u]));
  const value = (field.value as string[]).map((name) => byName.get(name)).filter((u): u is AdminUser => u !== undefined);

  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      loading={!users}
      disabled={disabled}
      filterSelectedOptions
      filterOptions={filterOptions}
      onChange={(_, picked) => field.onChange(picked.map((u) => u.userName))}
      onBlur={field.onBlur}
      getOptionLabel={(u) => `${fullName(u)} (${u.userName})`}
      isOptionEqualToValue={(a, b) => a.userName === b.userName}
      renderOption={({ key, ...props }, u) => (
        <Box component="li" key={key} {...props} sx={{ gap: 2 }}>
          <Box component="span" sx={{ flex: 1 }}>
            {fullName(u)}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {u.userName}
            </Typography>
            {inGroups.has(u.userName) && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                In {inGroups.get(u.userName)!.join(', ')}
              </Typography>
            )}
          </Box>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {ROLE_LABELS[u.role]}
          </Typography>
        </Box>
      )}
      renderValue={(picked, getItemProps) =>
        picked.map((u, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={`${fullName(u)} · ${ROLE_LABELS[u.role]}`} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={value.length ? undefined : 'Type a name'} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? WHO_MAY_JOIN[privilege]} />
      )}
      noOptionsText={users ? 'No other users' : 'Loading users…'}
    />
  );
}
