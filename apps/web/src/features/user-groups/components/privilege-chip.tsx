import Chip from '@mui/material/Chip';
import { GROUP_PRIVILEGE_LABELS, type GroupPrivilege } from '@creditdesk/contracts';

const COLOR: Record<GroupPrivilege, 'default' | 'primary' | 'secondary'> = { standard: 'default', admin: 'primary', sysadmin: 'secondary' };

/** A group's privilege level (Standard, Administrator, System Administrator). */
export function PrivilegeChip({ privilege }: { privilege: GroupPrivilege }) {
  return <Chip size="small" variant={privilege === 'standard' ? 'outlined' : 'filled'} color={COLOR[privilege]} label={GROUP_PRIVILEGE_LABELS[privilege]} />;
}
