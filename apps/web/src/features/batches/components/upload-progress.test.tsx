import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UploadProgress } from './upload-progress';

describe('the upload progress', () => {
  it('shows how much of the file is sent, then that the rows are being checked, and cancels', () => {
    const cancel = vi.fn();
    const { rerender } = render(<UploadProgress fileName="big.csv" fraction={0.426} onCancel={cancel} />);
    expect(screen.getByText('Uploading big.csv: 42 %')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('42');
    rerender(<UploadProgress fileName="big.csv" fraction={1} onCancel={cancel} />);
    expect(screen.getByText('Checking the rows of big.csv…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Checking the rows' }).getAttribute('aria-valuenow')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(cancel).toHaveBeenCalledOnce();
  });
});
