/* The three file-transfer screens (systems, a system's folders, a folder): one chunk, one import. */
export { FileTransferFolderPage, FileTransferPage, FileTransferSystemPage } from '../features/file-transfer/pages/file-transfer-pages';
