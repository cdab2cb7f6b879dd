import { Link as RouterLink } from 'react-router';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import type { VisibleNavGroup, VisibleNavLink, VisibleNavNode } from './nav-visibility';

type NavEntryProps = {
  node: VisibleNavNode;
  depth: number;
  drawerOpen: boolean;
  activePath: string | undefined;
  openGroups: ReadonlySet<string>;
  onGroupClick: (id: string) => void;
};

// Nested links line up with their group's label (icon column 40px + 12px padding), 16px per level.
const indent = (depth: number) => (depth === 0 ? 1.5 : 6.5 + (depth - 1) * 2);
// Collapsed, a label is not drawn at all: the tooltip names the icon (and gives it its aria-label).
const labelSx = (drawerOpen: boolean, depth: number) => ({
  display: drawerOpen ? 'block' : 'none',
  whiteSpace: 'nowrap' as const,
  '& .MuiListItemText-primary': { fontSize: depth === 0 ? '0.95rem' : '0.9rem', fontWeight: depth === 0 ? 500 : 400 },
});

export function NavEntry(props: NavEntryProps) {
  return props.node.kind === 'group' ? <NavGroup {...props} node={props.node} /> : <NavLink {...props} node={props.node} />;
}

function NavLink({ node, depth, drawerOpen, activePath }: NavEntryProps & { node: VisibleNavLink }) {
  const Icon = node.icon;
  const icon = Icon && (
    <ListItemIcon sx={{ minWidth: 40 }}>
      <Icon aria-hidden="true" />
    </ListItemIcon>
  );
  if (node.disabled) {
    return (
      <ListItem disablePadding>
        <ListItemButton disabled aria-disabled="true" component="div" sx={{ pl: indent(depth), py: 0.5 }}>
          {icon}
          <ListItemText
            primary={node.label}
            secondary={
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                <LockOutlined sx={{ fontSize: 13 }} aria-hidden="true" /> Needs the storage feature
              </span>
            }
            sx={labelSx(drawerOpen, depth)}
          />
        </ListItemButton>
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <Tooltip title={drawerOpen ? '' : node.label} placement="right">
        <ListItemButton
          component={RouterLink}
          to={node.path}
          selected={activePath === node.path}
          aria-current={activePath === node.path ? 'page' : undefined}
          sx={{ pl: indent(depth), py: 0.75 }}
        >
          {icon}
          <ListItemText primary={node.label} sx={labelSx(drawerOpen, depth)} />
        </ListItemButton>
      </Tooltip>
    </ListItem>
  );
}

function NavGroup({ node, depth, drawerOpen, activePath, openGroups, onGroupClick }: NavEntryProps & { node: VisibleNavGroup }) {
  const Icon = node.icon;
  const expanded = drawerOpen && openGroups.has(node.id);
  const listId = `nav-group-${node.id}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Tooltip title={drawerOpen ? '' : node.label} placement="right">
        <ListItemButton
          onClick={() => onGroupClick(node.id)}
          aria-expanded={expanded}
          aria-controls={listId}
          sx={{ pl: indent(depth), py: 0.75 }}
        >
          {Icon && (
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Icon aria-hidden="true" />
            </ListItemIcon>
          )}
          <ListItemText primary={node.label} sx={labelSx(drawerOpen, depth)} />
          {drawerOpen && (expanded ? <ExpandLess aria-hidden="true" /> : <ExpandMore aria-hidden="true" />)}
        </ListItemButton>
      </Tooltip>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List disablePadding id={listId}>
          {node.children.map((child) => (
            <NavEntry
              key={child.kind === 'group' ? child.id : child.path}
              node={child}
              depth={depth + 1}
              drawerOpen={drawerOpen}
              activePath={activePath}
              openGroups={openGroups}
              onGroupClick={onGroupClick}
            />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

type NavToggleProps = { open: boolean; onToggle: () => void };

/** The Close control: collapses the drawer to icons, and opens it again. */
export function NavToggle({ open, onToggle }: NavToggleProps) {
  return (
    <ListItem disablePadding>
      <Tooltip title={open ? '' : 'Open navigation'} placement="right">
        <ListItemButton
          onClick={onToggle}
          aria-label={open ? 'Close navigation' : 'Open navigation'}
          aria-expanded={open}
          sx={{ pl: 1.5, py: 0.75, color: 'text.secondary' }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            {open ? <ChevronLeft aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
          </ListItemIcon>
          <ListItemText primary="Close" sx={labelSx(open, 0)} />
        </ListItemButton>
      </Tooltip>
    </ListItem>
  );
}
