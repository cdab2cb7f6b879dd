import { useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import Toolbar from '@mui/material/Toolbar';
import { selectAuth } from '../../lib/auth/auth-slice';
import { DRAWER_COLLAPSED_WIDTH, DRAWER_WIDTH } from '../theme';
import { NAV_TREE } from './nav-config';
import { NavEntry, NavToggle } from './nav-entry';
import { activeLinkPath, groupsContaining, visibleNav } from './nav-visibility';

type NavDrawerProps = {
  open: boolean;
  onToggle: () => void;
  onExpand: () => void;
  /** extra room under the header (the support-session bar). */
  topOffset?: number;
  /** a phone's drawer: over the page (a modal MUI Drawer), closed by onToggle (its Close, the backdrop, Escape). */
  temporary?: boolean;
};

/** The permanent left navigation (portal.md §2): 263 wide, open by default, collapses to icons. */
export function NavDrawer({ open, onToggle, onExpand, topOffset = 0, temporary = false }: NavDrawerProps) {
  const { entitlements, subscriptionList, isFileTransportAuthorized, productList } = useSelector(selectAuth);
  const { pathname } = useLocation();
  const nodes = useMemo(
    () => visibleNav(NAV_TREE, { entitlements, subscriptionList, isFileTransportAuthorized, productList }),
    [entitlements, subscriptionList, isFileTransportAuthorized, productList],
  );
  const active = activeLinkPath(nodes, pathname);
  const [openGroups, setOpenGroups] = useState(() => new Set(groupsContaining(nodes, active)));

  useEffect(() => {
    const holding = groupsContaining(nodes, active);
    if (holding.length > 0) setOpenGroups((previous) => new Set([...previous, ...holding]));
  }, [nodes, active]);

  const handleGroupClick = (id: string) => {
    if (!open) {
      // Opening a group while collapsed expands the drawer.
      onExpand();
      setOpenGroups((previous) => new Set(previous).add(id));
      return;
    }
    setOpenGroups((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const width = open || temporary ? DRAWER_WIDTH : DRAWER_COLLAPSED_WIDTH;
  return (
    <Drawer
      variant={temporary ? 'temporary' : 'permanent'}
      open={open}
      onClose={temporary ? onToggle : undefined}
      // a temporary drawer (a modal) sits at the drawer's level by default, under the header raised above the permanent one
      sx={temporary ? { zIndex: (t) => t.zIndex.drawer + 2 } : { width, flexShrink: 0, transition: 'width 200ms ease' }}
      slotProps={{
        paper: {
          'aria-label': temporary ? 'Navigation' : undefined,
          sx: {
            width,
            overflowX: 'hidden',
            transition: 'width 200ms ease',
            borderRight: '1px solid',
            borderColor: 'divider',
            bgcolor: 'background.paper',
          },
        },
      }}
    >
      {!temporary && <Toolbar sx={{ minHeight: { xs: 64 } }} />}
      {!temporary && topOffset > 0 && <Box sx={{ height: topOffset, flex: 'none' }} />}
      <Box component="nav" aria-label="Main navigation" sx={{ px: 1, py: 1.5 }}>
        <List disablePadding>
          <NavToggle open={open} onToggle={onToggle} />
        </List>
        <Divider sx={{ my: 1 }} />
        <List disablePadding>
          {nodes.map((node) => (
            <NavEntry
              key={node.kind === 'group' ? node.id : node.path}
              node={node}
              depth={0}
              drawerOpen={open}
              activePath={active}
              openGroups={openGroups}
              onGroupClick={handleGroupClick}
            />
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
