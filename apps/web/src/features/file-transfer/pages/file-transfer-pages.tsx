import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';
import { eftsSystemLabels } from '@creditdesk/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ListLoadError } from '../../../components/list/list-load-error';
import { PageFrame } from '../../../components/page-frame';
import { PageLoading } from '../../../components/page-loading';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGetEftsFolderActionsQuery, useGetEftsFolderQuery, useGetEftsFoldersQuery, useGetEftsSystemsQuery } from '../api';
import { EftFilesTable } from '../components/eft-files-table';
import { UploadPanel } from '../components/upload-panel';

const systemPath = (label: string) => `/file-transfer/${encodeURIComponent(label)}`;

function Trail({ system, folder }: { system?: string; folder?: string }) {
  return (
    <Breadcrumbs aria-label="File transfer location" sx={{ mb: 2 }}>
      <Link component={RouterLink} to="/file-transfer">
        Systems
      </Link>
      {system && (folder ? <Link component={RouterLink} to={systemPath(system)}>{system}</Link> : <span aria-current="page">{system}</span>)}
      {folder && <span aria-current="page">{folder}</span>}
    </Breadcrumbs>
  );
}

function LinkList({ label, items }: { label: string; items: { key: string; to: string; primary: string; secondary?: string }[] }) {
  return (
    <Paper variant="outlined">
      <List aria-label={label}>
        {items.map((item) => (
          <ListItem key={item.key} disablePadding>
            <ListItemButton component={RouterLink} to={item.to}>
              <ListItemText primary={item.primary} secondary={item.secondary} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** The company's file-transfer systems, under their labels (cdms twice: Consumer Data, Commercial Data). */
export function FileTransferPage() {
  const { customerId } = useSelector(selectAuth);
  const systems = useGetEftsSystemsQuery(customerId);
  return (
    <PageFrame title="File Transfer" subtitle="Send files to the bureau and download what it produced, by system and folder.">
      {systems.isLoading ? (
        <PageLoading />
      ) : systems.isError ? (
        <ListLoadError what="The systems" onRetry={() => void systems.refetch()} />
      ) : systems.data!.length === 0 ? (
        <EmptyState icon={<SyncAltOutlined />} title="No file-transfer systems">
          Your company has no file-transfer system yet. Your account manager sets them up.
        </EmptyState>
      ) : (
        <LinkList
          label="Systems"
          items={systems.data!.flatMap((s) => eftsSystemLabels(s.systemName).map((label) => ({ key: label, to: systemPath(label), primary: label, secondary: s.description })))}
        />
      )}
    </PageFrame>
  );
}

/** A system's folders, each with its cycle number. */
export function FileTransferSystemPage() {
  const { customerId } = useSelector(selectAuth);
  const system = useParams().system ?? '';
  const folders = useGetEftsFoldersQuery({ customerId, system });
  return (
    <PageFrame title={system} subtitle="Choose a folder to send files to it or download its files.">
      <Trail system={system} />
      {folders.isLoading ? (
        <PageLoading />
      ) : folders.isError ? (
        <ListLoadError what="The folders" onRetry={() => void folders.refetch()} />
      ) : folders.data!.length === 0 ? (
        <EmptyState icon={<FolderOutlined />} title="No folders">This system has no folders.</EmptyState>
      ) : (
        <LinkList
          label="Folders"
          items={folders.data!.map((f) => ({ key: f.folderName, to: `${systemPath(system)}/${encodeURIComponent(f.folderName)}`, primary: f.folderName, secondary: `${f.description} · cycle ${f.cycleNumber}` }))}
        />
      )}
    </PageFrame>
  );
}

/** A folder: its actions (upload), its inputs and outputs. */
export function FileTransferFolderPage() {
  const { customerId } = useSelector(selectAuth);
  const params = useParams();
  const target = { customerId, system: params.system ?? '', folder: params.folder ?? '' };
  const folder = useGetEftsFolderQuery(target);
  const actions = useGetEftsFolderActionsQuery(target);
  const [tab, setTab] = useState<'inputs' | 'outputs'>('inputs');
  if (folder.isLoading || actions.isLoading) return <PageLoading />;
  if (folder.isError || !folder.data) return <ListLoadError what="The folder" onRetry={() => void folder.refetch()} />;
  const canUpload = actions.data?.some((a) => a.action === 'upload') ?? false;
  return (
    <PageFrame title={folder.data.folderName} subtitle={folder.data.description} actions={<Chip label={`Cycle ${folder.data.cycleNumber}`} aria-label={`Cycle number ${folder.data.cycleNumber}`} />}>
      <Trail system={target.system} folder={target.folder} />
      {canUpload && <UploadPanel target={target} />}
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_, v: 'inputs' | 'outputs') => setTab(v)} aria-label="Folder files">
          <Tab value="inputs" label="Inputs" id="efts-tab-inputs" aria-controls="efts-panel" />
          <Tab value="outputs" label="Outputs" id="efts-tab-outputs" aria-controls="efts-panel" />
        </Tabs>
        <div role="tabpanel" id="efts-panel" aria-labelledby={`efts-tab-${tab}`}>
          <EftFilesTable key={tab} direction={tab} {...target} />
        </div>
      </Paper>
    </PageFrame>
  );
}
